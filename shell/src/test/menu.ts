import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

/**
 * Chooses a menu item the way a keyboard user does: jsdom's synthetic clicks do not
 * drive the menu's selection (Ark/zag select on a pointer sequence jsdom lacks).
 */
export async function chooseMenuItem(user: User, role: 'menuitem' | 'menuitemradio', name: string): Promise<void> {
  const item = await screen.findByRole(role, { name });
  for (let i = 0; i < 30 && !item.hasAttribute('data-highlighted'); i += 1) await user.keyboard('{ArrowDown}');
  if (!item.hasAttribute('data-highlighted')) throw new Error(`menu item ${name} cannot be reached`);
  await user.keyboard(role === 'menuitem' && item.getAttribute('aria-haspopup') ? '{ArrowRight}' : '{Enter}');
}
