import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { ApplicationDetail } from '@brigade/shared/applications/application-answers';
import { applicationTagInput, tagLimits } from '@brigade/shared/applications/application-tags';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { inputClasses } from '../../../components/ui/input-classes.ts';
import { PageLoading } from '../../../components/layout/page-loading.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { errorMessageKey } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast-store.ts';
import {
  useApplicationTags,
  useCreateTag,
  useSetApplicationTags,
} from '../api/application-tags.ts';

/**
 * The venue's private tags on one application (issue 16): tick up to 5 of its tags, or add a new
 * one. Only the venue sees them; the applicant's pages never carry them.
 */
export function PrivateTags({ application }: { application: ApplicationDetail }) {
  const { t } = useTranslation('applications');
  const tags = useApplicationTags();
  const save = useSetApplicationTags(application.id);
  const [chosen, setChosen] = useState<string[]>(application.tags.map((tag) => tag.id));
  const full = chosen.length >= tagLimits.perApplication;

  const toggle = (id: string) =>
    setChosen((current) =>
      current.includes(id) ? current.filter((other) => other !== id) : [...current, id],
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(chosen, {
      onSuccess: () => toast({ title: t('applications.tags.saved') }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('applications.tags.failed'),
          description: t(errorMessageKey(error)),
        }),
    });
  };

  if (tags.isPending) return <PageLoading />;
  if (tags.isError) {
    return (
      <LoadError
        title={t('applications.tags.loadError')}
        retryLabel={t('applications.tags.retry')}
        error={tags.error}
        onRetry={() => void tags.refetch()}
      />
    );
  }
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{t('applications.tags.hint')}</p>
      {tags.data.items.length > 0 ? (
        <form noValidate onSubmit={submit} aria-busy={save.isPending} className="grid gap-3">
          <fieldset>
            <legend className="sr-only">{t('applications.tags.legend')}</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-1">
              {tags.data.items.map((tag) => (
                <label key={tag.id} className="flex min-h-11 items-center gap-2">
                  <input
                    type="checkbox"
                    checked={chosen.includes(tag.id)}
                    disabled={full && !chosen.includes(tag.id)}
                    onChange={() => toggle(tag.id)}
                    className="size-5 accent-primary"
                  />
                  {tag.name}
                </label>
              ))}
            </div>
          </fieldset>
          <Button
            type="submit"
            variant="outline"
            className="justify-self-start"
            disabled={save.isPending}
          >
            {t('applications.tags.save')}
          </Button>
        </form>
      ) : null}
      {tags.data.items.length < tags.data.limit ? <NewTagForm /> : null}
    </div>
  );
}

function NewTagForm() {
  const { t } = useTranslation('applications');
  const create = useCreateTag();
  const [name, setName] = useState('');
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = applicationTagInput.safeParse({ name });
    if (!parsed.success) {
      setErrorKey(parsed.error.issues[0]?.message ?? 'validation.tagNameRequired');
      return;
    }
    setErrorKey(null);
    create.mutate(parsed.data.name, {
      onSuccess: () => {
        setName('');
        toast({ title: t('applications.tags.created') });
      },
      onError: (error) => setErrorKey(errorMessageKey(error)),
    });
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-busy={create.isPending}
      className="flex flex-wrap items-end gap-3"
    >
      <div className="min-w-48 flex-1">
        <FormField
          id="new-tag"
          label={t('applications.tags.newTag')}
          error={errorKey ? t(errorKey) : undefined}
        >
          {(props) => (
            <input
              {...props}
              value={name}
              maxLength={tagLimits.nameMax}
              onChange={(event) => setName(event.target.value)}
              className={inputClasses}
            />
          )}
        </FormField>
      </div>
      <Button type="submit" variant="ghost" disabled={create.isPending}>
        {t('applications.tags.add')}
      </Button>
    </form>
  );
}
