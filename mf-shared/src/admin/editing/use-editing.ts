import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from '@school/shared/session';
import { EDITABLE, EDITING_HEARTBEAT_SECONDS, REVISION_ENDPOINTS as E, type Editable, type Editor } from '@school/shared/contract';

/** The resource an item's edit call names (`/api/notices/:id` → notices), when its forms say who is editing it. */
export function editableOf(path: string | undefined): Editable | undefined {
  const m = /^\/api\/([\w-]+)\/:id$/.exec(path ?? '');
  return EDITABLE.find((r) => r === m?.[1]);
}

export interface EditingPresence {
  /** who opened the item before this user and has it open still; the first of them is named */
  before: Editor[];
  /** the form waits: someone opened the item first (until 'Take over') */
  held: boolean;
  /** 'Take over': the others' claims end, and the form is this user's */
  takeOver: () => void;
}

/**
 * Editing together (issue 32, item 6): while an edit form of an item is open, it says so every
 * EDITING_HEARTBEAT_SECONDS, and when it closes; each answer names who else has the item open. Those who
 * opened it before this user hold the form ('<Name> is editing since <HH:MM>') until it takes over.
 * Nothing happens without a resource and an id (a create form). A failed heartbeat holds nothing.
 */
export function useEditing(resource: Editable | undefined, id: string | undefined): EditingPresence {
  const [before, setBefore] = useState<Editor[]>([]);
  const alive = useRef(true);

  const beat = useCallback(
    async (takeOver: boolean) => {
      if (!resource || !id) return;
      try {
        const answer = await call(E.editingHeartbeat, { params: { resource, id }, body: takeOver ? { takeOver: true } : {} });
        if (alive.current) setBefore(answer.others.filter((o) => o.since < answer.since));
      } catch {
        // offline, or signed out: the form is not held by what it cannot know
        if (alive.current) setBefore([]);
      }
    },
    [resource, id],
  );

  useEffect(() => {
    if (!resource || !id) return;
    alive.current = true;
    void beat(false);
    const timer = setInterval(() => void beat(false), EDITING_HEARTBEAT_SECONDS * 1000);
    return () => {
      alive.current = false;
      clearInterval(timer);
      void call(E.stopEditing, { params: { resource, id } }).catch(() => undefined);
    };
  }, [resource, id, beat]);

  return { before, held: before.length > 0, takeOver: () => void beat(true) };
}
