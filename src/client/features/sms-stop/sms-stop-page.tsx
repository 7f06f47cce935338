import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { apiPaths } from '../../../shared/api/paths';
import type { SmsStopState } from '../../../shared/api/sms-stop-types';
import { api } from '../../lib/calls/api';
import { describeFailure } from '../../lib/calls/api-error';
import { Button } from '../../ui/button';
import { Alert } from '../../ui/form/alert';
import { Page } from '../../ui/page';
import { smsStopTexts } from './sms-stop-texts';

/** The catalogues this page shows, loaded before it renders (src/client/app/pages.ts). */
export const texts = [smsStopTexts];

type State =
  | { kind: 'busy'; stopping: boolean }
  | { kind: 'done'; answer: SmsStopState }
  | { kind: 'failed'; stopping: boolean; reason: string; retry: boolean };

/** Stops SMS to the code's number, or sends them again; either may be repeated. */
async function changeSms(code: string, stopping: boolean): Promise<State> {
  try {
    const client = await api();
    const url = apiPaths.smsStop(code);
    const { data } = stopping ? await client.post<SmsStopState>(url) : await client.delete<SmsStopState>(url);
    return { kind: 'done', answer: data };
  } catch (err) {
    const failure = describeFailure(err);
    const server = failure.kind === 'server' ? failure : null;
    // An unknown link stays unknown: trying again helps only when the answer did not come.
    return {
      kind: 'failed',
      stopping,
      reason: server?.error ?? smsStopTexts.get().failed,
      retry: server === null || server.status >= 500 || server.status === 429,
    };
  }
}

/**
 * /s/<code>: the short link at the end of every SMS (decision 061). Opening it stops SMS to that
 * number, which it names masked, with a way to undo. The link only opens the page: the stop is
 * this page's request, so a preview of the link fetches nothing that stops SMS.
 */
export function SmsStopPage() {
  const t = smsStopTexts.get();
  const { code = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'busy', stopping: true });
  const message = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let current = true;
    void changeSms(code, true).then((next) => current && setState(next));
    return () => {
      current = false;
    };
  }, [code]);

  // The outcome takes the focus once it is on screen.
  useEffect(() => {
    if (state.kind !== 'busy') message.current?.focus();
  }, [state]);

  const change = (stopping: boolean) => {
    setState({ kind: 'busy', stopping });
    void changeSms(code, stopping).then(setState);
  };

  return (
    <Page title={t.title} narrow>
      {state.kind === 'busy' ? <p role="status">{state.stopping ? t.stopping : t.starting}</p> : null}
      {state.kind === 'done' && state.answer.stopped ? (
        <>
          <Alert tone="success" ref={message}>
            {t.stopped({ mobile: state.answer.mobile })}
          </Alert>
          <p>{t.stoppedNote}</p>
          <Button variant="secondary" onClick={() => change(false)}>
            {t.undo}
          </Button>
        </>
      ) : null}
      {state.kind === 'done' && !state.answer.stopped ? (
        <>
          <Alert tone="success" ref={message}>
            {t.started({ mobile: state.answer.mobile })}
          </Alert>
          <Button variant="secondary" onClick={() => change(true)}>
            {t.stopAgain}
          </Button>
        </>
      ) : null}
      {state.kind === 'failed' ? (
        <>
          <Alert tone="error" ref={message}>
            {state.reason}
          </Alert>
          {state.retry ? (
            <Button variant="secondary" onClick={() => change(state.stopping)}>
              {t.retry}
            </Button>
          ) : null}
        </>
      ) : null}
    </Page>
  );
}
