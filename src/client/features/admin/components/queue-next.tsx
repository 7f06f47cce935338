import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../ui/form/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { adminPagesTexts } from '../admin-pages-texts';
import { fetchWorkQueue } from '../api/admin-api';
import { failureReason } from './admin-format';
import { QUEUE_PARAM, queueItemHref } from './queue-href';

/**
 * "Next item to review" on an item's page opened from To review (its cursor in `?queue=`): the
 * item due next after this one, whether or not this one was decided; the queue when none is left.
 */
export function QueueNext() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [state, setState] = useState<{ loading: boolean; error: string | null; done: boolean }>({
    loading: false,
    error: null,
    done: false,
  });
  const cursor = params.get(QUEUE_PARAM);
  if (!cursor) return null;
  const t = adminPagesTexts.get().queue;

  const next = async () => {
    setState({ loading: true, error: null, done: false });
    try {
      const [item] = (await fetchWorkQueue({ after: cursor, limit: 1 })).items;
      if (item) void navigate(queueItemHref(item));
      else setState({ loading: false, error: null, done: true });
    } catch (err) {
      setState({ loading: false, error: failureReason(err), done: false });
    }
  };

  return (
    <div>
      {state.done ? (
        <>
          <Alert tone="success">{t.done}</Alert>
          <ButtonLink to="/admin/queue">{t.title}</ButtonLink>
        </>
      ) : (
        <Button disabled={state.loading} onClick={() => void next()}>
          {state.loading ? t.nextLoading : t.next}
        </Button>
      )}
      {state.error ? <Alert tone="error">{state.error}</Alert> : null}
    </div>
  );
}
