import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { KioskLinkUsed } from '../../../shared/api/kiosk-types';
import { apiPaths } from '../../../shared/api/paths';
import { IDEMPOTENCY_HEADER } from '../../../shared/api/submissions/certificate-types';
import { api } from '../../lib/calls/api';
import { describeFailure } from '../../lib/calls/api-error';
import { randomId } from '../../lib/calls/random-id';
import { changeKioskDevice } from '../../lib/kiosk-setting';
import { Button, ButtonLink } from '../../ui/button';
import { Alert } from '../../ui/form/alert';
import { Page } from '../../ui/page';
import { kioskTexts } from './kiosk-texts';

/** The catalogues this page shows, loaded before it renders (src/client/app/pages.ts). */
export const texts = [kioskTexts];

type State = { kind: 'busy' } | { kind: 'on' } | { kind: 'failed'; reason: string };

function reasonOf(err: unknown): string {
  const t = kioskTexts.get().link;
  const failure = describeFailure(err);
  if (failure.kind === 'server') return failure.error ?? t.failed;
  if (failure.kind === 'timeout') return t.timeout;
  if (failure.kind === 'network') return t.network;
  return failure.message;
}

/**
 * The code leaves the address bar and this page's history entry once it is spent: the next person
 * at the tablet cannot read it there, nor open it from the history. The page stays as it is (the
 * router keeps its own location); a reload opens the home page.
 */
function forgetCodeInAddress(): void {
  window.history.replaceState(window.history.state, '', '/');
}

/** Uses the code; on success this device is a kiosk from now on. */
async function redeemKioskCode(code: string, key: string): Promise<State> {
  try {
    await (await api()).post<KioskLinkUsed>(apiPaths.kioskLinkUse, { code }, { headers: { [IDEMPOTENCY_HEADER]: key } });
    changeKioskDevice(true);
    forgetCodeInAddress();
    return { kind: 'on' };
  } catch (err) {
    // Used, expired or unknown: the code is worth nothing any more. Without an answer it may still
    // be used, by Try again or a reload.
    const failure = describeFailure(err);
    if (failure.kind === 'server' && (failure.status === 404 || failure.status === 410)) forgetCodeInAddress();
    return { kind: 'failed', reason: reasonOf(err) };
  }
}

/**
 * /kiosk/<code>: opened on the office's public tablet, it uses the one-time link a clerk created
 * and turns kiosk mode on for this device, with no one signing in (decision 047). A retry carries
 * the same Idempotency-Key, so a lost answer does not spend the link.
 */
export function KioskLinkPage() {
  const t = kioskTexts.get().link;
  const { code = '' } = useParams();
  const key = useRef(randomId());
  const [state, setState] = useState<State>({ kind: 'busy' });
  const message = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let current = true;
    void redeemKioskCode(code, key.current).then((next) => current && setState(next));
    return () => {
      current = false;
    };
  }, [code]);

  // The outcome takes the focus once it is on screen.
  useEffect(() => {
    if (state.kind !== 'busy') message.current?.focus();
  }, [state]);

  const retry = () => {
    setState({ kind: 'busy' });
    void redeemKioskCode(code, key.current).then(setState);
  };

  return (
    <Page title={t.title} narrow>
      {state.kind === 'busy' ? <p role="status">{t.turningOn}</p> : null}
      {state.kind === 'on' ? (
        <>
          <Alert tone="success" ref={message}>
            {t.turnedOn}
          </Alert>
          <ButtonLink to="/">{t.start}</ButtonLink>
        </>
      ) : null}
      {state.kind === 'failed' ? (
        <>
          <Alert tone="error" ref={message}>
            {t.failed} {state.reason}
          </Alert>
          <Button variant="secondary" onClick={retry}>
            {t.retry}
          </Button>
        </>
      ) : null}
    </Page>
  );
}
