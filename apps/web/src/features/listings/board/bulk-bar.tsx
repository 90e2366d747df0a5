import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import {
  applicationStatuses,
  canMoveApplication,
  type ApplicationStatus,
} from '@brigade/shared/applications/application-status';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { inputClasses } from '../../../components/ui/input-classes.ts';
import { errorMessageKey } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useBulkStatus, useMessageTemplates } from '../api/message-templates.ts';

interface BulkBarProps {
  /** The selected applications and the status each is in now. */
  selected: { id: string; status: ApplicationStatus }[];
  onMoved: (moved: { id: string; status: ApplicationStatus }[]) => void;
  onClear: () => void;
}

/**
 * The pipeline board's selection: move every selected application to one status (only those all
 * of them may go to), with one of the venue's templates sent to each applicant, filled in.
 */
export function BulkBar({ selected, onMoved, onClear }: BulkBarProps) {
  const { t } = useTranslation(['listings', 'applications']);
  const templates = useMessageTemplates();
  const bulk = useBulkStatus();
  const targets = applicationStatuses.filter((to) =>
    selected.every(({ status }) => canMoveApplication(status, to, 'restaurant')),
  );
  const [status, setStatus] = useState<string>('');
  const [templateId, setTemplateId] = useState('');
  const chosen = targets.find((target) => target === status);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    bulk.mutate(
      { ids: selected.map(({ id }) => id), status: chosen, templateId: templateId || null },
      {
        onSuccess: ({ results }) => {
          const moved = results.filter((result) => result.error === null);
          onMoved(moved.map(({ id }) => ({ id, status: chosen })));
          const failed = results.length - moved.length;
          toast({
            variant: failed > 0 ? 'destructive' : 'default',
            title: t('listings.board.bulk.done', { count: moved.length }),
            ...(failed > 0
              ? { description: t('listings.board.bulk.someFailed', { count: failed }) }
              : {}),
          });
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('listings.board.failed'),
            description: t(errorMessageKey(error)),
          }),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('listings.board.bulk.label')}
      aria-busy={bulk.isPending}
      className="grid gap-3 rounded-2xl border border-primary/50 bg-card p-4 shadow-sm sm:grid-cols-[auto_1fr_1fr_auto] sm:items-end"
    >
      <p role="status" className="font-semibold sm:self-center">
        {t('listings.board.bulk.selected', { count: selected.length })}
      </p>
      <FormField id="bulk-status" label={t('listings.board.bulk.moveTo')}>
        {(props) => (
          <select
            {...props}
            value={status}
            onChange={(event) => setStatus(event.target.value)}
            className={inputClasses}
          >
            <option value="">{t('listings.board.bulk.chooseStatus')}</option>
            {targets.map((target) => (
              <option key={target} value={target}>
                {t(`applications.statuses.${target}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="bulk-template" label={t('listings.board.bulk.message')}>
        {(props) => (
          <select
            {...props}
            value={templateId}
            onChange={(event) => setTemplateId(event.target.value)}
            className={inputClasses}
          >
            <option value="">{t('listings.board.bulk.noMessage')}</option>
            {(templates.data?.items ?? []).map((template) => (
              <option key={template.id} value={template.id}>
                {template.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={!chosen || bulk.isPending}>
          {t('listings.board.bulk.apply')}
        </Button>
        <Button type="button" variant="ghost" onClick={onClear}>
          {t('listings.board.bulk.clear')}
        </Button>
      </div>
    </form>
  );
}
