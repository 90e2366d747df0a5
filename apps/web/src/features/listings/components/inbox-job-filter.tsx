import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import { jobLimits } from '@brigade/shared/jobs/job-input';
import { SearchCombobox } from '../../../components/ui/search-combobox.tsx';
import type { ComboboxOption } from '../../../components/ui/search-combobox.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { getJob, jobQueryKey } from '../../jobs/index.ts';
import { listingsQuery } from '../api/list-listings.ts';
import { jobChoicesApiSearch } from '../manage-search-params.ts';
import { ListingStatusBadge } from './listing-status-badge.tsx';

interface InboxJobFilterProps {
  jobId: string | null;
  onChange: (jobId: string | null) => void;
}

/** How long typing pauses before the listings are searched. */
const SEARCH_PAUSE_MS = 250;

/**
 * The inbox's job filter: type part of a title and choose among the restaurant's own listings
 * that match (searched on the server, however many listings there are), or "All jobs". The
 * chosen job lives in the URL; after a reload its title is read back from the job itself.
 */
export function InboxJobFilter({ jobId, onChange }: InboxJobFilterProps) {
  const { t } = useTranslation('listings');
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [picked, setPicked] = useState<{ id: string; title: string } | null>(null);
  const settled = useDebouncedValue(typed.trim(), SEARCH_PAUSE_MS);
  // Opening the list starts from the newest listings at once; words wait for a pause.
  const words = typed.trim() === '' ? '' : settled;
  const matches = useQuery({
    ...listingsQuery(jobChoicesApiSearch(words)),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const lookup = useQuery({
    queryKey: jobQueryKey(jobId ?? ''),
    queryFn: ({ signal }) => getJob(jobId ?? '', signal),
    enabled: jobId !== null && picked?.id !== jobId,
    retry: false,
  });

  const chosenLabel =
    jobId === null
      ? ''
      : picked?.id === jobId
        ? picked.title
        : (lookup.data?.title ?? (lookup.isError ? t('listings.inbox.jobFilter.unknown') : ''));

  const found = matches.data?.items ?? [];
  const options: ComboboxOption[] = [
    { id: '', label: t('listings.inbox.allJobs') },
    ...found.map((job) => ({
      id: job.id,
      label: job.title,
      detail: <ListingStatusBadge status={job.status} />,
    })),
  ];
  const searching = matches.isFetching || words !== typed.trim();
  const status = matches.isError
    ? t('listings.inbox.jobFilter.loadError')
    : searching
      ? t('listings.inbox.jobFilter.searching')
      : found.length === 0 && words
        ? t('listings.inbox.jobFilter.none', { text: words })
        : matches.data && matches.data.total > found.length
          ? t('listings.inbox.jobFilter.more', { shown: found.length, total: matches.data.total })
          : null;

  return (
    <SearchCombobox
      id="inbox-job"
      label={t('listings.inbox.job')}
      hint={t('listings.inbox.jobFilter.hint')}
      chosenLabel={chosenLabel}
      options={options}
      onSearch={setTyped}
      onOpenChange={setOpen}
      onChoose={(option) => {
        setPicked(option.id ? { id: option.id, title: option.label } : null);
        onChange(option.id || null);
      }}
      listLabel={t('listings.inbox.jobFilter.options')}
      maxLength={jobLimits.titleMax}
      status={status}
      busy={searching || lookup.isFetching}
      clear={
        jobId === null
          ? null
          : { label: t('listings.inbox.jobFilter.clear'), onClear: () => onChange(null) }
      }
    />
  );
}
