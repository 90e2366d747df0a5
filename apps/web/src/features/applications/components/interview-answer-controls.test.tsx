// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '@brigade/shared/locales/en.json' with { type: 'json' };
import type { InterviewAnswerView } from '@brigade/shared/applications/interview-answer';
import { getToasts } from '../../../lib/toast-store.ts';
import {
  fakeApi,
  refusal,
  renderWithProviders,
  setUpComponentTests,
  type Reply,
} from '../../../test/component-test.tsx';
import { InterviewAnswerByLink } from './interview-answer-by-link.tsx';
import { InterviewAnswerControls } from './interview-answer-controls.tsx';

/** Answers the requests in order (then never); records what was sent. */
function serve(...answers: Reply[]) {
  return fakeApi(() => answers.shift() ?? 'never');
}

const view: InterviewAnswerView = {
  jobTitle: 'Grill Cook',
  venueName: 'Casa Lucio',
  interview: { at: '2027-03-19T14:00:00.000Z', timeZone: 'Europe/Madrid', location: 'Calle 1' },
  response: null,
};

setUpComponentTests();

describe('InterviewAnswerControls', () => {
  it('confirms at once and says so', async () => {
    const calls = serve({ status: 200, json: {} });
    renderWithProviders(<InterviewAnswerControls applicationId="a1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm interview' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Interview confirmed'));
    expect(calls).toEqual([
      {
        request: 'POST /api/applications/a1/interview/response',
        body: { response: 'confirmed', note: '' },
      },
    ]);
  });

  it('asks to reschedule with a note, and can go back without sending', async () => {
    const calls = serve({ status: 200, json: {} });
    renderWithProviders(<InterviewAnswerControls applicationId="a1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Ask to reschedule' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByLabelText(/Note to the restaurant/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ask to reschedule' }));
    fireEvent.change(screen.getByLabelText(/Note to the restaurant/), {
      target: { value: 'After 4 pm, please.' },
    });
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Reschedule request sent'));
    expect(calls[0]?.body).toEqual({
      response: 'reschedule_requested',
      note: 'After 4 pm, please.',
    });
    // Done: the form closes.
    expect(screen.getByRole('button', { name: 'Confirm interview' })).toBeTruthy();
  });

  it('shows a refusal in place and as a toast', async () => {
    serve(refusal(409, 'interview_not_answerable'));
    renderWithProviders(<InterviewAnswerControls applicationId="a1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm interview' }));
    const message = en.errors.interview_not_answerable;
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    expect(getToasts()[0]).toMatchObject({
      variant: 'destructive',
      title: 'Your answer was not sent',
      description: message,
    });
  });
});

describe('InterviewAnswerByLink', () => {
  it('only reads when opened, answers on the button, then says it is done', async () => {
    const calls = serve(
      { status: 200, json: view },
      { status: 200, json: { ...view, response: 'confirmed' } },
    );
    renderWithProviders(<InterviewAnswerByLink token="t.k" initialResponse="confirmed" />);
    await screen.findByRole('heading', { name: 'Grill Cook at Casa Lucio' });
    expect(screen.getByText('You are about to confirm this interview.')).toBeTruthy();
    expect(calls).toEqual([{ request: 'GET /api/interview-answers?token=t.k', body: undefined }]);

    fireEvent.click(screen.getByRole('button', { name: 'Confirm interview' }));
    await screen.findByText(/the restaurant can see that you confirmed the interview/);
    expect(calls[1]).toEqual({
      request: 'POST /api/interview-answers',
      body: { token: 't.k', response: 'confirmed', note: '' },
    });
  });

  it('switches to a reschedule request with a note', async () => {
    const calls = serve({ status: 200, json: view }, { status: 200, json: view });
    renderWithProviders(<InterviewAnswerByLink token="t.k" initialResponse="confirmed" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ask to reschedule instead' }));
    fireEvent.change(screen.getByLabelText(/Note to the restaurant/), {
      target: { value: 'Mornings?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByText(/asked for another time/);
    expect(calls[1]?.body).toEqual({
      token: 't.k',
      response: 'reschedule_requested',
      note: 'Mornings?',
    });
  });

  it('says why a stale link cannot answer', async () => {
    serve(refusal(409, 'interview_link_stale'));
    renderWithProviders(<InterviewAnswerByLink token="old" initialResponse="confirmed" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(en.errors.interview_link_stale);
    expect(screen.getByRole('link', { name: 'Go to my applications' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
