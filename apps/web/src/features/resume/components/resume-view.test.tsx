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
});
