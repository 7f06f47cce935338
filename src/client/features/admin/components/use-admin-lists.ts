import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdminLists } from '../../../../shared/api/admin-types';
import { fetchAdminLists } from '../api/admin-api';
import { failureReason } from './admin-format';

/** GET /api/admin/list on entry and on every `reload` (spec section 4). */
export function useAdminLists() {
  const [lists, setLists] = useState<AdminLists | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);

  // Settles the state once the list arrives or fails: only in callbacks, never while rendering.
  const fetchInto = useCallback(
    () =>
      fetchAdminLists().then(
        (data) => {
          if (!mounted.current) return;
          setLists(data);
          setError(null);
          setLoading(false);
        },
        (err: unknown) => {
          if (!mounted.current) return;
          // Spec section 8: the server's error, otherwise the exception's message.
          setError(failureReason(err));
          setLoading(false);
        },
      ),
    [],
  );

  const reload = useCallback(async () => {
    setLoading(true);
    await fetchInto();
  }, [fetchInto]);

  useEffect(() => {
    mounted.current = true;
    void fetchInto();
    return () => {
      mounted.current = false;
    };
  }, [fetchInto]);

  return { lists, loading, error, reload };
}
