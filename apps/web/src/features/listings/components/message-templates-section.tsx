import { useState, type FormEvent } from 'react';
import { MessageSquareText } from 'lucide-react';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import {
  messageTemplateInput,
  templateLimits,
  type MessageTemplate,
} from '@brigade/shared/applications/message-templates';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { inputClasses } from '../../../components/ui/input-classes.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { PageLoading } from '../../../components/layout/page-loading.tsx';
import { errorMessageKey } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast-store.ts';
import {
  useDeleteTemplate,
  useMessageTemplates,
  useSaveTemplate,
} from '../api/message-templates.ts';

/**
 * "Message templates" for a venue (issue 16): the words sent with a move of several applications
 * on the pipeline board; {name}, {job} and {venue} are filled per applicant. Add, change, delete.
 */
export function MessageTemplatesSection() {
  const { t } = useTranslation('listings');
  const query = useMessageTemplates();
  const [editing, setEditing] = useState<MessageTemplate | 'new' | null>(null);
  return (
    <section
      aria-labelledby="message-templates-title"
      className="mt-12 rounded-2xl border border-border p-5 sm:p-6"
    >
      <h2 id="message-templates-title" className="flex items-center gap-2 text-xl font-semibold">
        <MessageSquareText aria-hidden="true" className="size-5 text-primary" />
        {t('listings.templates.title')}
      </h2>
      <p className="mt-2 text-muted-foreground">{t('listings.templates.body')}</p>
      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <LoadError
          title={t('listings.templates.loadError')}
          retryLabel={t('listings.manage.retry')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className="mt-4 grid gap-4">
          {query.data.items.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('listings.templates.empty')}</p>
          ) : (
            <ul className="grid gap-3">
              {query.data.items.map((template) =>
                editing !== 'new' && editing?.id === template.id ? (
                  <li key={template.id}>
                    <TemplateForm template={template} onDone={() => setEditing(null)} />
                  </li>
                ) : (
                  <TemplateRow
                    key={template.id}
                    template={template}
                    onEdit={() => setEditing(template)}
                  />
                ),
              )}
            </ul>
          )}
          {editing === 'new' ? (
            <TemplateForm template={null} onDone={() => setEditing(null)} />
          ) : query.data.items.length < templateLimits.perVenue ? (
            <Button
              variant="outline"
              className="justify-self-start"
              onClick={() => setEditing('new')}
            >
              {t('listings.templates.add')}
            </Button>
          ) : (
            <p className="text-sm text-muted-foreground">{t('errors.template_limit_reached')}</p>
          )}
        </div>
      )}
    </section>
  );
}

function TemplateRow({ template, onEdit }: { template: MessageTemplate; onEdit: () => void }) {
  const { t } = useTranslation('listings');
  const remove = useDeleteTemplate();
  return (
    <li className="grid gap-2 rounded-xl border border-border p-3">
      <p className="font-semibold">{template.name}</p>
      <p className="text-sm whitespace-pre-line text-muted-foreground">{template.body}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={onEdit}
          aria-label={t('listings.templates.editLabel', { name: template.name })}
        >
          {t('listings.templates.edit')}
        </Button>
        <Button
          variant="ghost"
          disabled={remove.isPending}
          aria-label={t('listings.templates.deleteLabel', { name: template.name })}
          onClick={() =>
            remove.mutate(template.id, {
              onSuccess: () => toast({ title: t('listings.templates.deleted') }),
              onError: (error) =>
                toast({
                  variant: 'destructive',
                  title: t('listings.templates.failed'),
                  description: t(errorMessageKey(error)),
                }),
            })
          }
        >
          {t('listings.templates.delete')}
        </Button>
      </div>
    </li>
  );
}

/** Add or change one template; the shared schema judges it first, what was typed stays. */
function TemplateForm({
  template,
  onDone,
}: {
  template: MessageTemplate | null;
  onDone: () => void;
}) {
  const { t } = useTranslation('listings');
  const save = useSaveTemplate();
  const [name, setName] = useState(template?.name ?? '');
  const [body, setBody] = useState(template?.body ?? '');
  const [errors, setErrors] = useState<{ name?: string; body?: string }>({});
  const prefix = template ? `template-${template.id}` : 'template-new';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = messageTemplateInput.safeParse({ name, body });
    if (!parsed.success) {
      const field = (path: string) =>
        parsed.error.issues.find((issue) => issue.path[0] === path)?.message;
      setErrors({ name: field('name'), body: field('body') });
      return;
    }
    setErrors({});
    save.mutate(
      { id: template?.id ?? null, input: parsed.data },
      {
        onSuccess: () => {
          toast({ title: t('listings.templates.saved') });
          onDone();
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('listings.templates.failed'),
            description: t(errorMessageKey(error)),
          }),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-busy={save.isPending}
      className="grid gap-4 rounded-xl border border-border p-3"
    >
      <FormField
        id={`${prefix}-name`}
        label={t('listings.templates.name')}
        error={errors.name ? t(errors.name) : undefined}
      >
        {(props) => (
          <input
            {...props}
            value={name}
            maxLength={templateLimits.nameMax}
            onChange={(event) => setName(event.target.value)}
            className={inputClasses}
          />
        )}
      </FormField>
      <FormField
        id={`${prefix}-body`}
        label={t('listings.templates.message')}
        hint={t('listings.templates.placeholders')}
        error={errors.body ? t(errors.body) : undefined}
      >
        {(props) => (
          <textarea
            {...props}
            value={body}
            rows={4}
            maxLength={templateLimits.bodyMax}
            onChange={(event) => setBody(event.target.value)}
            className={inputClasses}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {t('listings.templates.save')}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('listings.templates.cancel')}
        </Button>
      </div>
    </form>
  );
}
