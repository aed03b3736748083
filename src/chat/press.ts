import type { ConversationEvent } from '../conversation/types.ts';
import type { ConversationSnapshot } from './machine-step.ts';

/** What a tapped button means now: its event, or why it is refused. */
export type PressReading = { event: ConversationEvent } | 'stale' | 'invalid';

/**
 * A tapped button, decoded before the runner (the Telegram side reads its callback data): what
 * it means on the chat's state, which only the runner holds, in the chat's turn. The runner
 * applies it to the snapshot it loaded; it never asks the Telegram side what a tap means.
 */
export type Press = (snapshot: ConversationSnapshot) => PressReading;
