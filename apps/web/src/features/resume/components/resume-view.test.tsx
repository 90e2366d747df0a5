// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '@brigade/shared/locales/en.json' with { type: 'json' };
import type { ResumeView as Resume } from '@brigade/shared/resumes/resume-answers';
import { resumeInput } from '@brigade/shared/resumes/resume-input';
import { renderWithProviders, setUpComponentTests } from '../../../test/component-test.tsx';
import { ResumeView } from './resume-view.tsx';

const resume: Resume = {
  ...resumeInput.parse({ headline: 'Line cook', roles: ['cook', 'chef'] }),
  certifications: [],
  id: '6a0c2f5e-8f3b-4e7a-9d21-3c4b5a6d7e01',
  applicantId: '6a0c2f5e-8f3b-4e7a-9d21-3c4b5a6d7e02',
  firstName: 'Ana',
  lastName: 'Cook',
  photoURL: null,
  city: null,
  cv: null,
  updatedAt: '2026-11-25T10:00:00.000Z',
};

describe('ResumeView (as a restaurant reads a resume)', () => {
  setUpComponentTests();

  it('speaks of the applicant’s roles, not to the applicant', () => {
    renderWithProviders(<ResumeView resume={resume} />);
    expect(screen.getByRole('heading', { name: en.resume.view.roles })).toBeTruthy();
    expect(screen.getByRole('list', { name: en.resume.view.roles }).textContent).toContain(
      en.resume.roles.cook,
    );
    expect(screen.queryByText(en.resume.fields.roles)).toBeNull();
  });

  it('links a certificate’s document, says when a venue checked it, and offers the reader’s action', () => {
    const certificate = {
      id: '6a0c2f5e-8f3b-4e7a-9d21-3c4b5a6d7e03',
      kind: 'food_hygiene' as const,
      name: 'Level 2',
      expiresOn: '',
      fileId: '',
      document: { fileName: 'hygiene.pdf', downloadUrl: '/api/files/f1/download' },
      checkedAt: '2026-11-20T10:00:00.000Z',
    };
    renderWithProviders(
      <ResumeView
        resume={{
          ...resume,
          certifications: [
            certificate,
            { ...certificate, id: 'c2', kind: 'first_aid', document: null, checkedAt: null },
          ],
        }}
        certificateAction={(_certificate, title) => <button type="button">Act on {title}</button>}
      />,
    );
    const title = `${en.resume.certificateKinds.food_hygiene} · Level 2`;
    const link = screen.getByRole('link', {
      name: en.resume.view.viewDocumentOf.replace('{{certificate}}', title),
    });
    expect(link.getAttribute('href')).toBe('/api/files/f1/download');
    expect(screen.getAllByText(en.resume.view.checkedByVenue)).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: /View document/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: `Act on ${title}` })).toBeTruthy();
  });
});
