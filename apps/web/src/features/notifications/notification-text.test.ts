import { describe, expect, it } from 'vitest';
import { notificationText } from './notification-text.ts';
import { translatorFor } from './test-translator.ts';

describe('notificationText', () => {
  it('words each kind in English as the spec names them', async () => {
    const t = await translatorFor('en');
    expect(
      notificationText(t, {
        kind: 'new_application',
        params: { applicantName: 'Ana Lopez', jobTitle: 'Line Cook' },
      }),
    ).toEqual({ title: 'New Application', message: 'Ana Lopez applied to Line Cook' });
    expect(
      notificationText(t, {
        kind: 'status_changed',
        params: { jobTitle: 'Line Cook', status: 'Shortlisted' },
      }),
    ).toEqual({
      title: 'Application Update',
      message: 'Your application for Line Cook is now Shortlisted',
    });
    expect(
      notificationText(t, { kind: 'new_message', params: { senderName: 'Marco Rossi' } }),
    ).toEqual({
      title: 'New Message',
      message: 'You have a new message from Marco Rossi',
    });
  });

  it('says "Deleted user" for a sender without a name', async () => {
    const t = await translatorFor('en');
    expect(notificationText(t, { kind: 'new_message', params: { senderName: '' } }).message).toBe(
      'You have a new message from Deleted user',
    );
    const de = await translatorFor('de');
    expect(notificationText(de, { kind: 'new_message', params: {} }).message).toBe(
      'Sie haben eine neue Nachricht von Gelöschtes Konto',
    );
  });

  it('translates the status as the application pages do, and keeps an unknown one', async () => {
    const status = (language: string, value: string) =>
      translatorFor(language).then(
        (t) =>
          notificationText(t, {
            kind: 'status_changed',
            params: { jobTitle: 'Chef', status: value },
          }).message,
      );
    expect(await status('es', 'Reviewed')).toBe('Nuevo estado de tu candidatura a Chef: Revisada');
    expect(await status('fr', 'Hired')).toBe(
      'Nouveau statut de votre candidature (Chef) : Embauchée',
    );
    expect(await status('en', 'On hold')).toBe('Your application for Chef is now On hold');
  });

  it('words a listing closing soon or expired with its date in the reader’s language', async () => {
    const params = { jobTitle: 'Chef', validThrough: '2026-12-24T12:00:00.000Z' };
    expect(
      notificationText(await translatorFor('en'), { kind: 'job_expiring', params }, 'en'),
    ).toEqual({
      title: 'Listing Closing Soon',
      message: 'Chef closes on Dec 24, 2026. Renew it to keep it open.',
    });
    expect(
      notificationText(await translatorFor('fr'), { kind: 'job_expired', params }, 'fr').message,
    ).toBe('Chef s’est terminée le 24 déc. 2026. Renouvelez-la pour la rouvrir.');
  });
});
