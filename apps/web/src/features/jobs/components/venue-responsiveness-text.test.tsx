// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VenueResponsiveness } from '@brigade/shared/jobs/venue-responsiveness';
import { renderWithProviders, setUpComponentTests } from '../../../test/component-test.tsx';
import { VenueResponsivenessText } from './venue-responsiveness-text.tsx';

describe('how a venue answers applicants, on its job pages', () => {
  setUpComponentTests();

  it.each<[string, VenueResponsiveness | null, string]>([
    ['too new to say', null, 'New on Brigade. Too few applications yet to show how it answers.'],
    [
      'answers within hours',
      { answeredPercent: 92, medianResponseHours: 4.2 },
      'Answers 92% of applications, usually within 5 hours',
    ],
    [
      'answers within the hour',
      { answeredPercent: 100, medianResponseHours: 0.3 },
      'Answers 100% of applications, usually within 1 hour',
    ],
    [
      'answers within days',
      { answeredPercent: 60, medianResponseHours: 75 },
      'Answers 60% of applications, usually within 3 days',
    ],
    [
      'answers none',
      { answeredPercent: 0, medianResponseHours: null },
      'Answers 0% of applications',
    ],
  ])('%s', (_case, responsiveness, text) => {
    renderWithProviders(<VenueResponsivenessText responsiveness={responsiveness} />);
    expect(screen.getByText('Answers to applicants, last 90 days')).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
  });
});
