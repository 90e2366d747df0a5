import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { ProfileAnswer } from '@brigade/shared/profile';

/** What a profile still lacks, by the fields' labels on Edit Profile. */
export function MissingFieldsList({ missing }: { missing: ProfileAnswer['missing'] }) {
  const { t } = useTranslation('profile');
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {missing.map((field) => (
        <li
          key={field}
          className="rounded-full border border-border bg-muted px-3 py-1 text-sm font-medium"
        >
          {t(`profile.fields.${field}`)}
        </li>
      ))}
    </ul>
  );
}
