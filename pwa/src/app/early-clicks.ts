/**
 * The prerendered landing is on screen before its scripts run. A button pressed in that moment would do nothing, so
 * its click is held back and pressed again once React has adopted the page (same DOM nodes, now with handlers).
 * Links need no help: without scripts they simply navigate.
 */
export function holdEarlyClicks(container: HTMLElement): { release(): void } {
  let held: HTMLElement | null = null;
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !container.contains(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // Only the last press counts: two quick presses must not start two guest sessions.
    held = button;
  };
  document.addEventListener('click', hold, true);
  return {
    release() {
      document.removeEventListener('click', hold, true);
      const button = held;
      held = null;
      if (button?.isConnected) button.click();
    },
  };
}
