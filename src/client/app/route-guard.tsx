import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { originFrom } from '../lib/session/destinations';
import { appTexts } from '../i18n/app-texts';
import { useSession } from '../lib/session/session-context';
import { LoadingIndicator } from '../ui/loading-indicator';
import { decideAccess } from './route-access';
import type { AccessRule } from './route-access';

/** A layout route that lets its children render only for the people `rule` admits. */
export function RouteGuard({ rule }: { rule: AccessRule }) {
  const { status, user } = useSession();
  const location = useLocation();
  const decision = decideAccess(rule, {
    checking: status === 'checking',
    role: user?.role ?? null,
    path: location.pathname + location.search,
    origin: originFrom(location.state),
  });

  switch (decision.kind) {
    case 'wait':
      return <LoadingIndicator label={appTexts.get().checkingSession} />;
    case 'redirect':
      return <Navigate to={decision.to} replace state={decision.rememberFrom ? { from: decision.rememberFrom } : undefined} />;
    case 'allow':
      return <Outlet />;
  }
}
