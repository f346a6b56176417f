import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type ContactSubmissionState,
  type ContactSubmitter,
  type ContactSubmitterOptions,
  createContactSubmitter,
  IDLE,
} from './contact-submission.ts';

type Callbacks = Pick<ContactSubmitterOptions, 'onSuccess' | 'onFailure'>;

/**
 * One submitter while the form is on screen (disposed when it goes, so a waiting retry stops), its
 * state as React state, and the latest callbacks always called.
 */
export function useContactSubmitter(callbacks: Callbacks): {
  submit: ContactSubmitter['submit'];
  state: ContactSubmissionState;
} {
  const [state, setState] = useState<ContactSubmissionState>(IDLE);
  const latest = useRef(callbacks);
  latest.current = callbacks;
  const submitter = useRef<ContactSubmitter | undefined>(undefined);

  useEffect(() => {
    const created = createContactSubmitter({
      onChange: setState,
      onSuccess: () => latest.current.onSuccess?.(),
      onFailure: (error) => latest.current.onFailure?.(error),
    });
    submitter.current = created;
    return () => {
      created.dispose();
      if (submitter.current === created) submitter.current = undefined;
    };
  }, []);

  const submit = useCallback((send: () => Promise<unknown>) => submitter.current?.submit(send) ?? false, []);
  return { submit, state };
}
