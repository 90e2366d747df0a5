import { useState } from 'react';
import { Link } from 'react-router';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/translation/use-translation.ts';
import type { ApplicationSummary } from '@brigade/shared/applications/application-answers';
import {
  applicationStatuses,
  canMoveApplication,
  nextApplicationStatuses,
  type ApplicationStatus,
} from '@brigade/shared/applications/application-status';
import { paths } from '@brigade/shared/routes';
import { errorMessageKey } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast-store.ts';
import { applicationsQueryKey, changeApplicationStatus } from '../../applications/index.ts';
import { BulkBar } from './bulk-bar.tsx';
import { columnKeyboardCoordinates } from './column-keyboard.ts';
import { useBoardAnnouncements, type CardData } from './use-board-announcements.ts';

const nameOf = (application: ApplicationSummary) =>
  [application.applicant?.firstName, application.applicant?.lastName].filter(Boolean).join(' ');

/**
 * A job's applications as a board, one column per status (issue 16's pipeline): a card dragged
 * to another column moves the application there, by pointer, touch or keyboard (Space to pick up,
 * arrows between the columns it may go to, Space to drop, Escape to cancel), with dnd-kit's
 * announcements in the reader's language. The shared transition map decides: columns a card may
 * not go to are disabled while it moves, and the server checks again.
 */
export function PipelineBoard({ applications }: { applications: ApplicationSummary[] }) {
  const { t } = useTranslation(['listings', 'applications']);
  const queryClient = useQueryClient();
  const accessibility = useBoardAnnouncements();
  // Moves made here, shown at once while the server confirms (and undone if it refuses).
  const [moved, setMoved] = useState<Record<string, ApplicationStatus>>({});
  const [dragging, setDragging] = useState<CardData | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );
  const statusOf = (application: ApplicationSummary) => moved[application.id] ?? application.status;

  const drop = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const card = active.data.current as CardData | undefined;
    const to = over?.id as ApplicationStatus | undefined;
    if (!card || !to || to === card.status) return;
    if (!canMoveApplication(card.status, to, 'restaurant')) {
      toast({ variant: 'destructive', title: t('listings.board.refused') });
      return;
    }
    const id = String(active.id);
    setMoved((current) => ({ ...current, [id]: to }));
    changeApplicationStatus(id, { status: to, note: '' })
      .then(() => {
        toast({
          title: t('listings.board.moved', {
            name: card.name,
            status: t(`applications.statuses.${to}`),
          }),
        });
        void queryClient.invalidateQueries({ queryKey: applicationsQueryKey });
      })
      .catch((error: unknown) => {
        setMoved(({ [id]: _undone, ...rest }) => rest);
        toast({
          variant: 'destructive',
          title: t('listings.board.failed'),
          description: t(errorMessageKey(error)),
        });
      });
  };

  return (
    <>
      {selected.size > 0 ? (
        <BulkBar
          selected={applications
            .filter((item) => selected.has(item.id))
            .map((item) => ({ id: item.id, status: statusOf(item) }))}
          onMoved={(done) => {
            setMoved((current) => ({
              ...current,
              ...Object.fromEntries(done.map(({ id, status }) => [id, status])),
            }));
            setSelected(new Set());
          }}
          onClear={() => setSelected(new Set())}
        />
      ) : null}
      <DndContext
        sensors={sensors}
        accessibility={accessibility}
        onDragStart={({ active }) => setDragging((active.data.current as CardData) ?? null)}
        onDragCancel={() => setDragging(null)}
        onDragEnd={drop}
      >
        <div className="grid gap-4 md:auto-cols-[minmax(13rem,1fr)] md:grid-flow-col md:overflow-x-auto md:pb-2">
          {applicationStatuses.map((status) => (
            <BoardColumn
              key={status}
              status={status}
              // While a card moves, only the columns it may go to (and its own) take it.
              disabled={
                dragging !== null &&
                status !== dragging.status &&
                !canMoveApplication(dragging.status, status, 'restaurant')
              }
              applications={applications.filter((item) => statusOf(item) === status)}
              statusOf={statusOf}
              selected={selected}
              onToggle={toggle}
            />
          ))}
        </div>
      </DndContext>
    </>
  );
}

interface BoardColumnProps {
  status: ApplicationStatus;
  disabled: boolean;
  applications: ApplicationSummary[];
  statusOf: (application: ApplicationSummary) => ApplicationStatus;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
}

function BoardColumn({
  status,
  disabled,
  applications,
  statusOf,
  selected,
  onToggle,
}: BoardColumnProps) {
  const { t } = useTranslation(['listings', 'applications']);
  const { setNodeRef, isOver } = useDroppable({ id: status, disabled });
  const headingId = `board-column-${status}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={`grid content-start gap-3 rounded-2xl border p-3 ${
        isOver ? 'border-primary bg-primary/5' : 'border-border bg-muted/40'
      } ${disabled ? 'opacity-50' : ''}`}
    >
      <h2 id={headingId} className="flex items-center justify-between gap-2 font-semibold">
        {t(`applications.statuses.${status}`)}
        <span className="text-sm font-normal text-muted-foreground">{applications.length}</span>
      </h2>
      {applications.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('listings.board.emptyColumn')}</p>
      ) : (
        <ul className="grid gap-2">
          {applications.map((application) => (
            <BoardCard
              key={application.id}
              application={application}
              status={statusOf(application)}
              selected={selected.has(application.id)}
              onToggle={() => onToggle(application.id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function BoardCard({
  application,
  status,
  selected,
  onToggle,
}: {
  application: ApplicationSummary;
  status: ApplicationStatus;
  selected: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('listings');
  const name = nameOf(application) || t('listings.board.deletedApplicant');
  const data: CardData = { name, status };
  // Final statuses stay where they are: nothing to drag.
  const movable = nextApplicationStatuses(status, 'restaurant').length > 0;
  const { setNodeRef, listeners, attributes, transform, isDragging } = useDraggable({
    id: application.id,
    data,
    disabled: !movable,
  });
  return (
    <li
      ref={setNodeRef}
      style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : {}}
      className={`flex items-center gap-2 rounded-xl border border-border bg-card p-2 shadow-sm ${
        isDragging ? 'relative z-10 shadow-lg' : ''
      }`}
    >
      {movable ? (
        <label className="flex size-11 shrink-0 items-center justify-center">
          <input
            type="checkbox"
            checked={selected}
            onChange={onToggle}
            aria-label={t('listings.board.select', { name })}
            className="size-5 accent-primary"
          />
        </label>
      ) : null}
      {movable ? (
        <button
          type="button"
          {...listeners}
          {...attributes}
          aria-label={t('listings.board.moveHandle', { name })}
          className="flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg hover:bg-muted"
        >
          <GripVertical aria-hidden="true" className="size-5" />
        </button>
      ) : null}
      <div className="grid min-w-0 flex-1 gap-1">
        <Link
          to={paths.restaurant.application(application.id)}
          className="min-h-11 content-center font-medium underline-offset-2 hover:underline"
        >
          {name}
        </Link>
        {application.tags.length > 0 ? (
          <ul aria-label={t('listings.board.tags')} className="flex flex-wrap gap-1">
            {application.tags.map((tag) => (
              <li key={tag.id} className="rounded-full bg-muted px-2 py-0.5 text-xs">
                {tag.name}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}
