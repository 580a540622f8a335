const KEY = 'loyalty:tutorialSeen';

/** Whether this browser has finished or skipped the loyalty walkthrough. */
export function tutorialSeen(storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  try {
    return storage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/** Remembers that the walkthrough was finished or skipped. */
export function rememberTutorial(storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(KEY, '1');
  } catch {
    // storage disabled: the walkthrough is offered again next time
  }
}
