/** The live channel as other features see it: listening to what the server pushes. */
export { useLiveEvent } from './use-live-event.ts';
