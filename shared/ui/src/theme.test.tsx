import { render } from '@testing-library/react';
import { act } from 'react';
import * as ui from './index';
import { prepare } from './test/render';

beforeAll(prepare);

/**
 * The console theme carries only the recipes of the components @tac/ui exports.
 * Render each of them once and check every recipe they ask for exists: a missing
 * one would not fail loudly, the component would just render unstyled.
 */
it('has a recipe for every styled component @tac/ui exports', async () => {
  const system = ui.createBrandSystem();
  const asked = new Set<string>();
  const recipeFn = system.getRecipeFn;
  const slotRecipeFn = system.getSlotRecipeFn;
  system.getRecipeFn = ((key: string, fallback?: never) => {
    if (!fallback) asked.add(`recipe:${key}`);
    return recipeFn(key, fallback);
  }) as typeof recipeFn;
  system.getSlotRecipeFn = ((key: string, fallback?: never) => {
    if (!fallback) asked.add(`slot:${key}`);
    return slotRecipeFn(key, fallback);
  }) as typeof slotRecipeFn;

  render(
    <ui.UiProvider theme={system}>
      <ui.Alert.Root>
        <ui.Alert.Title>alert</ui.Alert.Title>
      </ui.Alert.Root>
      <ui.Badge>badge</ui.Badge>
      <ui.Breadcrumb.Root>
        <ui.Breadcrumb.List>
          <ui.Breadcrumb.Item>crumb</ui.Breadcrumb.Item>
        </ui.Breadcrumb.List>
      </ui.Breadcrumb.Root>
      <ui.ButtonGroup>
        <ui.Button>button</ui.Button>
        <ui.IconButton aria-label="icon button" />
        <ui.CloseButton />
      </ui.ButtonGroup>
      <ui.Card.Root>
        <ui.Card.Body>card</ui.Card.Body>
      </ui.Card.Root>
      <ui.Checkbox.Root>
        <ui.Checkbox.HiddenInput />
        <ui.Checkbox.Control />
        <ui.Checkbox.Label>check</ui.Checkbox.Label>
      </ui.Checkbox.Root>
      <ui.Container>container</ui.Container>
      <ui.DataList.Root>
        <ui.DataList.Item>
          <ui.DataList.ItemLabel>label</ui.DataList.ItemLabel>
          <ui.DataList.ItemValue>value</ui.DataList.ItemValue>
        </ui.DataList.Item>
      </ui.DataList.Root>
      <ui.Dialog.Root open>
        <ui.Dialog.Positioner>
          <ui.Dialog.Content>dialog</ui.Dialog.Content>
        </ui.Dialog.Positioner>
      </ui.Dialog.Root>
      <ui.Drawer.Root open>
        <ui.Drawer.Positioner>
          <ui.Drawer.Content>drawer</ui.Drawer.Content>
        </ui.Drawer.Positioner>
      </ui.Drawer.Root>
      <ui.Fieldset.Root>
        <ui.Field.Root>
          <ui.Field.Label>field</ui.Field.Label>
          <ui.InputGroup startElement="@">
            <ui.Input />
          </ui.InputGroup>
          <ui.Textarea />
        </ui.Field.Root>
      </ui.Fieldset.Root>
      <ui.Heading>heading</ui.Heading>
      <ui.Icon>
        <svg viewBox="0 0 1 1" />
      </ui.Icon>
      <ui.Link href="#x">link</ui.Link>
      <ui.List.Root>
        <ui.List.Item>item</ui.List.Item>
      </ui.List.Root>
      <ui.Menu.Root open>
        <ui.Menu.Trigger>menu</ui.Menu.Trigger>
        <ui.Menu.Positioner>
          <ui.Menu.Content>
            <ui.Menu.Item value="a">a</ui.Menu.Item>
          </ui.Menu.Content>
        </ui.Menu.Positioner>
      </ui.Menu.Root>
      <ui.NativeSelect.Root>
        <ui.NativeSelect.Field />
      </ui.NativeSelect.Root>
      <ui.Progress.Root value={10}>
        <ui.Progress.Track>
          <ui.Progress.Range />
        </ui.Progress.Track>
      </ui.Progress.Root>
      <ui.RadioGroup.Root>
        <ui.RadioGroup.Item value="a">
          <ui.RadioGroup.ItemHiddenInput />
          <ui.RadioGroup.ItemIndicator />
        </ui.RadioGroup.Item>
      </ui.RadioGroup.Root>
      <ui.Separator />
      <ui.Skeleton />
      <ui.SkeletonText />
      <ui.Spinner />
      <ui.Switch.Root>
        <ui.Switch.HiddenInput />
        <ui.Switch.Control />
      </ui.Switch.Root>
      <ui.Table.Root>
        <ui.Table.Body>
          <ui.Table.Row>
            <ui.Table.Cell>cell</ui.Table.Cell>
          </ui.Table.Row>
        </ui.Table.Body>
      </ui.Table.Root>
    </ui.UiProvider>,
  );
  act(() => ui.notifyToast.success('toast'));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

  expect(asked.size).toBeGreaterThan(25);
  const missing = [...asked].filter((k) => {
    const [kind, key] = k.split(':') as [string, string];
    return kind === 'recipe' ? !system.isRecipe(key) : !system.isSlotRecipe(key);
  });
  expect(missing).toEqual([]);
  act(() => ui.toaster.remove());
});

describe('createBrandSystem', () => {
  it('builds a brand’s system once: the console builds it ahead while the visitor signs in', () => {
    const theme = { colors: { brand: { '600': '#123456' } } };
    expect(ui.createBrandSystem(theme)).toBe(ui.createBrandSystem(theme));
    expect(ui.createBrandSystem({ ...theme })).not.toBe(ui.createBrandSystem(theme));
    expect(ui.createBrandSystem(theme, 0)).not.toBe(ui.createBrandSystem(theme));
  });
});
