// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@brigade/shared/routes';
import { resumeInput } from '@brigade/shared/resumes/resume-input';
import type { ResumeView } from '@brigade/shared/resumes/resume-answers';
import type { SessionAnswer, SessionUser } from '@brigade/shared/session';
import { fakeApi, renderWithProviders, setUpComponentTests } from '../../test/component-test.tsx';
import { CreateResumePage } from './create-resume-page.tsx';

const user: SessionUser = {
  id: '6a0c2f5e-8f3b-4e7a-9d21-3c4b5a6d7e8f',
  email: 'ana@example.com',
  userType: 'applicant',
  firstName: 'Ana',
  lastName: 'Cook',
  photoURL: null,
  isActive: true,
  profileComplete: true,
  createdAt: '2026-11-25T10:00:00.000Z',
  lastLogin: null,
};

const resume: ResumeView = {
  ...resumeInput.parse({ headline: 'Line cook', roles: ['cook'] }),
  certifications: [],
  id: '6a0c2f5e-8f3b-4e7a-9d21-3c4b5a6d7e01',
  applicantId: user.id,
  firstName: 'Ana',
  lastName: 'Cook',
  photoURL: null,
  city: null,
  cv: null,
  updatedAt: '2026-11-25T10:00:00.000Z',
};

function serve(own: ResumeView | null) {
  fakeApi((request) => {
    if (request === 'GET /api/auth/session') {
      return { status: 200, json: { user } satisfies SessionAnswer };
    }
    if (request === 'GET /api/resume') return { status: 200, json: { resume: own } };
    return 'never';
  });
}

describe('Create Resume', () => {
  setUpComponentTests();

  it('is titled for creating while there is no resume', async () => {
    serve(null);
    renderWithProviders(<CreateResumePage />, { route: paths.applicant.createResume });
    expect(await screen.findByLabelText('Headline')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Create Your Resume');
  });

  it('is titled for editing once the resume exists', async () => {
    serve(resume);
    renderWithProviders(<CreateResumePage />, { route: paths.applicant.createResume });
    expect(await screen.findByDisplayValue('Line cook')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit Your Resume');
  });
});
