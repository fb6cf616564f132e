import { useState } from 'react';

/**
 * SPEC.md §5: forms show their messages only after the first submit attempt.
 * Spread the returned props on an antd Form.
 */
export function useLateValidation() {
  const [tried, setTried] = useState(false);
  return {
    tried,
    reset: () => setTried(false),
    formProps: {
      validateTrigger: tried ? ['onChange', 'onBlur'] : ([] as string[]),
      onFinishFailed: () => setTried(true),
    },
    /** Call at the start of onFinish too, so later edits re-validate live. */
    markTried: () => setTried(true),
  };
}
