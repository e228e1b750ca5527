import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { success } from '@tac/goform/testing';
import { catchSavedFiles } from '@tac/ui/testing';
import { format } from 'date-fns';
import { deviceBasics, SYSTEM_INFO } from '../../test/device';
import { fieldsOf, inLanguage, renderScreen, server, withFakeDevice } from '../../test/harness';
import UserList from './UserList';

withFakeDevice();

/**
 * A device with `total` users 1..total named "User n" (user 1 with two fingerprints and a face);
 * userlist pages and searches them like the emulator, and answers when `answer` lets it.
 */
function device(total: number, administrators: readonly string[] = [], answer: () => Promise<void> = async () => {}) {
  let users = Array.from({ length: total }, (_, i) => ({
    userid: String(i + 1),
    username: `User ${i + 1}`,
    cardid: i % 2 ? '' : String(1000 + i),
    admin: administrators.includes(String(i + 1)) ? 1 : 0,
    groupid: 1,
    identifymode: 0,
    face: i === 0 ? 1 : 0,
    fpcount: i === 0 ? 2 : 0,
    photo: 0,
  }));
  const calls: Record<string, string>[] = [];
  const deleted: string[] = [];
  server.use(
    http.get('*/goform/userlist', async ({ request }) => {
      const q = Object.fromEntries(new URL(request.url).searchParams);
      calls.push(q);
      const search = q.search ?? '';
      const match = users.filter((u) => !search || u.userid.startsWith(search) || u.username.includes(search));
      const start = Number(q.start ?? 0);
      await answer();
      return success({ count: match.length, record: match.slice(start, start + Number(q.limit ?? 20)) });
    }),
    http.post('*/goform/deleteuser', async ({ request }) => {
      const { userid } = await fieldsOf(request);
      deleted.push(userid!);
      users = users.filter((u) => u.userid !== userid);
      return success();
    }),
    http.post('*/goform/deletsomeuser', async ({ request }) => {
      const ids = (await fieldsOf(request)).someuserid!.split(',');
      deleted.push(...ids);
      users = users.filter((u) => !ids.includes(u.userid));
      return success({ deleted: ids.length });
    }),
  );
  return { calls, deleted };
}

/** Renders at a window width (mobile layout: body width − 3 < 850), then restores the desktop's. */
async function atWidth(width: number, test: () => Promise<void>) {
  const desktopWidth = window.innerWidth;
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  try {
    await test();
  } finally {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: desktopWidth });
  }
}

/** An answer held back until the test lets it go, as on a slow link. */
function heldAnswers() {
  let hold = false;
  let release = () => {};
  return {
    holdNext: () => (hold = true),
    release: () => release(),
    answer: () => (hold ? new Promise<void>((resolve) => (release = () => ((hold = false), resolve()))) : Promise.resolve()),
  };
}

const rowOf = (userid: string) => screen.getByRole('row', { name: new RegExp(`^Select user ${userid}\\b`) });

describe('User List', () => {
  it('shows the first page served by the device with User ID, User Name, Card ID and Operation', async () => {
    const { calls } = device(45);
    await renderScreen(<UserList />, '/user/userList');
    expect(screen.getByRole('heading', { name: 'User List' })).toBeInTheDocument();
    expect(await screen.findByText('User 1')).toBeInTheDocument();
    for (const name of ['User ID', 'User Name', 'Card ID', 'Operation']) {
      expect(screen.getByRole('columnheader', { name })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('Page 1 of 3 (45 rows)')).toBeInTheDocument();
    expect(calls).toEqual([expect.objectContaining({ start: '0', limit: '20' })]);
    expect(within(rowOf('1')).getByText('1000')).toBeInTheDocument();
  });

  it('asks the device for the next page and for larger pages', async () => {
    const { calls } = device(45);
    const user = userEvent.setup();
    await renderScreen(<UserList />, '/user/userList');
    await screen.findByText('User 1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('User 21')).toBeInTheDocument();
    expect(screen.queryByText('User 1')).not.toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ start: '20', limit: '20' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Users per page' }), '50');
    expect(await screen.findByText('User 45')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1 (45 rows)')).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ start: '0', limit: '50' });
  });

  it('searches once the typing pauses, not per key', async () => {
    const { calls } = device(45);
    const user = userEvent.setup();
    await renderScreen(<UserList />, '/user/userList');
    await screen.findByText('User 1');
    await user.type(screen.getByRole('searchbox', { name: 'Search by user ID or name' }), 'User 42');
    expect(await screen.findByText('Page 1 of 1 (1 row)', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('User 42')).toBeInTheDocument();
    // Seven keys typed; a loaded machine may pause between two of them, but never call per key.
    const searches = calls.filter((c) => c.search);
    expect(searches.length).toBeLessThan(4);
    expect(searches.at(-1)).toMatchObject({ search: 'User 42', start: '0' });
  });

  it('keeps its search and page in the address: a reload shows the same rows', async () => {
    const { calls } = device(45);
    const user = userEvent.setup();
    await renderScreen(<UserList />, '/user/userList?page=2');
    expect(await screen.findByText('User 21')).toBeInTheDocument();
    expect(calls).toEqual([expect.objectContaining({ start: '20', limit: '20' })]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/user/userList?page=3'));
    await user.type(screen.getByRole('searchbox', { name: 'Search by user ID or name' }), 'User 4');
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/user/userList?search=User+4'));
  });

  it('opens with the search of its address in the search box', async () => {
    const { calls } = device(45);
    await renderScreen(<UserList />, '/user/userList?search=User+42&size=50');
    expect(await screen.findByText('User 42')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search by user ID or name' })).toHaveValue('User 42');
    expect(calls).toEqual([expect.objectContaining({ search: 'User 42', start: '0', limit: '50' })]);
  });

  it("hands a user's page the list's address for its Back", async () => {
    device(45);
    const user = userEvent.setup();
    const { router } = await renderScreen(<UserList />, '/user/userList?page=2');
    await user.click(await screen.findByRole('link', { name: 'Edit user 21' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/userEdit'));
    expect(router.state.location.state).toEqual({ list: '/user/userList?page=2' });
  });

  it('says "Please select user!" when deleting with nothing selected, and calls nothing', async () => {
    const { deleted } = device(5);
    const user = userEvent.setup();
    await renderScreen(<UserList />, '/user/userList');
    await screen.findByText('User 1');
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(await screen.findByText('Please select user!')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deleted).toEqual([]);
  });

  it('deletes the users selected on the page after confirmation', async () => {
    const { deleted } = device(5);
    const user = userEvent.setup();
    await renderScreen(<UserList />, '/user/userList');
    await screen.findByText('User 1');
    await user.click(screen.getByRole('checkbox', { name: 'Select all users on this page' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select user 3' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Delete the 4 selected users');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual(['1', '2', '4', '5']));
    expect(await screen.findByText('Page 1 of 1 (1 row)')).toBeInTheDocument();
    expect(screen.getByText('User 3')).toBeInTheDocument();
  });

  it('deletes one user from its row only when confirmed', async () => {
    const { deleted } = device(3);
    const user = userEvent.setup();
    await renderScreen(<UserList />, '/user/userList');
    await screen.findByText('User 2');
    await user.click(screen.getByRole('button', { name: 'Delete user 2' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete user 2' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('User 2')).not.toBeInTheDocument());
    expect(deleted).toEqual(['2']);
  });

  it('links to the edit form of a user and, on a desktop, to Add User', async () => {
    device(2);
    await renderScreen(<UserList />, '/user/userList');
    await screen.findByText('User 1');
    expect(screen.getByRole('link', { name: 'Edit user 2' })).toHaveAttribute('href', '/user/userEdit?id=2');
    expect(screen.getByRole('link', { name: 'Add' })).toHaveAttribute('href', '/user/addUser');
    expect(screen.queryByRole('link', { name: 'Add User' })).not.toBeInTheDocument();
  });

  it.each([800, 852])('at %i px (mobile: body width − 3 < 850) offers the add-user icon to /user/userEdit, not Add', async (width) => {
    await atWidth(width, async () => {
      device(2);
      await renderScreen(<UserList />, '/user/userList');
      await screen.findByText('User 1');
      expect(screen.getByRole('link', { name: 'Add User' })).toHaveAttribute('href', '/user/userEdit');
      expect(screen.queryByRole('link', { name: 'Add' })).not.toBeInTheDocument();
    });
  });

  it('shows the long name of a user on one line, the full name in its title', async () => {
    device(2);
    server.use(
      http.get('*/goform/userlist', () =>
        success({ count: 1, record: [{ userid: '9', username: 'Maximiliane Wolkenstein', cardid: '', admin: 0, groupid: 1, identifymode: 0, face: 0, fpcount: 0, photo: 0 }] }),
      ),
    );
    await renderScreen(<UserList />, '/user/userList');
    const name = await screen.findByText('Maximiliane Wolkenstein');
    expect(name).toHaveAttribute('title', 'Maximiliane Wolkenstein');
    expect(name).toHaveStyle({ textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
  });

  it('marks the rows and the pager as loading while the next page is on its way, and clears them when it comes', async () => {
    const held = heldAnswers();
    device(45, [], held.answer);
    const user = userEvent.setup();
    await renderScreen(<UserList />, '/user/userList');
    await screen.findByText('User 1');
    const table = screen.getByRole('table', { name: 'User List' });
    expect(table).toHaveAttribute('aria-busy', 'false');
    held.holdNext();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'true'));
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(pager).toHaveTextContent('Page 2 of … (loading)');
    expect(pager).not.toHaveTextContent('45 rows');
    // The old rows stay while they load.
    expect(screen.getByText('User 1')).toBeInTheDocument();
    held.release();
    expect(await screen.findByText('User 21')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'User List' })).toHaveAttribute('aria-busy', 'false');
    expect(pager).toHaveTextContent('Page 2 of 3 (45 rows)');
  });

  describe('on a phone (375 px)', () => {
    const cardOf = (name: string) => screen.getByRole('listitem', { name });

    it('shows each user as a card: name, User ID, Card ID, what is enrolled, Edit and Delete; no wide table', async () => {
      await atWidth(375, async () => {
        device(3);
        await renderScreen(<UserList />, '/user/userList');
        await screen.findByText('User 1');
        expect(screen.queryByRole('table')).not.toBeInTheDocument();
        expect(within(screen.getByRole('list', { name: 'User List' })).getAllByRole('listitem')).toHaveLength(3);
        const card = cardOf('User 1');
        const terms = within(card).getAllByRole('term').map((term) => term.textContent);
        const values = within(card).getAllByRole('definition').map((value) => value.textContent);
        expect(terms).toEqual(['User ID', 'Card ID', 'Fingerprints', 'Face']);
        expect(values).toEqual(['1', '1000', '2', 'Enrolled']);
        expect(within(cardOf('User 2')).getByText('Not enrolled')).toBeInTheDocument();
        expect(within(card).getByRole('link', { name: 'Edit user 1' })).toHaveAttribute('href', '/user/userEdit?id=1');
        expect(within(card).getByRole('button', { name: 'Delete user 1' })).toBeInTheDocument();
        expect(within(card).getByText('User 1')).toHaveAttribute('title', 'User 1');
      });
    });

    it('deletes one user from its card, and the users selected on their cards', async () => {
      await atWidth(375, async () => {
        const { deleted } = device(5);
        const user = userEvent.setup();
        await renderScreen(<UserList />, '/user/userList');
        await screen.findByText('User 1');
        await user.click(within(cardOf('User 2')).getByRole('button', { name: 'Delete user 2' }));
        await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
        await waitFor(() => expect(deleted).toEqual(['2']));
        await waitFor(() => expect(screen.queryByText('User 2')).not.toBeInTheDocument());
        await user.click(within(cardOf('User 3')).getByRole('checkbox', { name: 'Select user 3' }));
        await user.click(within(cardOf('User 5')).getByRole('checkbox', { name: 'Select user 5' }));
        await user.click(screen.getByRole('button', { name: 'Delete selected' }));
        await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
        await waitFor(() => expect(deleted).toEqual(['2', '3', '5']));
      });
    });

    it('selects every card of the page at once', async () => {
      await atWidth(375, async () => {
        device(3);
        const user = userEvent.setup();
        await renderScreen(<UserList />, '/user/userList');
        await screen.findByText('User 1');
        await user.click(screen.getByRole('checkbox', { name: 'Select all users on this page' }));
        for (const userid of ['1', '2', '3']) expect(screen.getByRole('checkbox', { name: `Select user ${userid}` })).toBeChecked();
      });
    });

    it('marks the cards as loading while the next page is on its way', async () => {
      await atWidth(375, async () => {
        const held = heldAnswers();
        device(45, [], held.answer);
        const user = userEvent.setup();
        await renderScreen(<UserList />, '/user/userList');
        await screen.findByText('User 1');
        const list = screen.getByRole('list', { name: 'User List' });
        held.holdNext();
        await user.click(screen.getByRole('button', { name: 'Next' }));
        await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'true'));
        expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 2 of … (loading)');
        held.release();
        expect(await screen.findByText('User 21')).toBeInTheDocument();
        expect(screen.getByRole('list', { name: 'User List' })).toHaveAttribute('aria-busy', 'false');
      });
    });
  });

  it("exports every user to a file named for the device's serial and the day", async () => {
    device(3);
    deviceBasics();
    const { saved, restore } = catchSavedFiles('users');
    const user = userEvent.setup();
    await renderScreen(<UserList />, '/user/userList');
    await screen.findByText('User 3');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    restore();
    expect(saved[0]).toEqual({ href: 'blob:users', download: `users_${SYSTEM_INFO.SerialNumber}_${format(new Date(), 'yyyy-MM-dd')}.csv` });
  });

  it('speaks Portuguese when the console does', async () => {
    device(2);
    await inLanguage('pt', async () => {
      await renderScreen(<UserList />, '/user/userList');
      expect(await screen.findByRole('heading', { name: 'Lista de usuários' }, { timeout: 5000 })).toBeInTheDocument();
      expect(await screen.findByRole('columnheader', { name: 'ID do usuário' })).toBeInTheDocument();
    });
  });
});

describe('User List for an operator (User section only)', () => {
  it('offers no selection and no Delete on administrator users, and Select all leaves them out', async () => {
    const { deleted } = device(3, ['2']);
    const user = userEvent.setup();
    await renderScreen(<UserList />, '/user/userList', { as: 'operator' });
    await screen.findByText('User 2');
    expect(screen.queryByRole('checkbox', { name: 'Select user 2' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete user 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete user 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all users on this page' }));
    await user.click(screen.getByRole('button', { name: /^Delete selected/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual(['1', '3']));
  });

  it('offers the administrator the same controls on every user', async () => {
    device(3, ['2']);
    await renderScreen(<UserList />, '/user/userList');
    await screen.findByText('User 2');
    expect(screen.getByRole('checkbox', { name: 'Select user 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete user 2' })).toBeInTheDocument();
  });
});
