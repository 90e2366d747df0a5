/**
 * How a venue answers its applicants (issue 16, "no ghosting, measured"): over the applications
 * of the last 90 days, the share that had an answer (a status move, an interview, a message) and
 * the median time to that first answer. Computed by the hourly work, not on page views; a venue
 * with fewer than 5 applications in the window shows as "new on Brigade".
 */
export const responsivenessWindowDays = 90;
export const responsivenessMinimumApplications = 5;

export interface VenueResponsiveness {
  /** Applications of the window that had an answer, in whole per cent. */
  answeredPercent: number;
  /** The median hours to the first answer (one decimal); null when none was answered. */
  medianResponseHours: number | null;
}

/** What a job page shows from the stored figures: null for a venue too new to judge. */
export function responsivenessFrom(
  row:
    | { applications: number | null; answered: number | null; medianResponseSeconds: number | null }
    | null
    | undefined,
): VenueResponsiveness | null {
  if (row?.applications == null || row.answered == null) return null;
  if (row.applications < responsivenessMinimumApplications) return null;
  return {
    answeredPercent: Math.round((row.answered * 100) / row.applications),
    medianResponseHours:
      row.medianResponseSeconds === null ? null : Math.round(row.medianResponseSeconds / 360) / 10,
  };
}
