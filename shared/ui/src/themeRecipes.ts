import { defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldsetSlotRecipe,
  inputAddonRecipe,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  separatorRecipe,
  skeletonRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';
import { addThemeConfig } from '@tac/ui/core';

/**
 * The recipes of the components only @tac/ui (not @tac/ui/core) exports: added to the
 * one system when @tac/ui loads (after login), so the /login page does not carry them.
 */
addThemeConfig(
  defineConfig({
    theme: {
      recipes: {
        badge: badgeRecipe,
        checkmark: checkmarkRecipe,
        container: containerRecipe,
        inputAddon: inputAddonRecipe,
        link: linkRecipe,
        radiomark: radiomarkRecipe,
        separator: separatorRecipe,
        skeleton: skeletonRecipe,
        textarea: textareaRecipe,
      },
      slotRecipes: {
        alert: alertSlotRecipe,
        breadcrumb: breadcrumbSlotRecipe,
        checkbox: checkboxSlotRecipe,
        dataList: dataListSlotRecipe,
        dialog: dialogSlotRecipe,
        drawer: drawerSlotRecipe,
        fieldset: fieldsetSlotRecipe,
        list: listSlotRecipe,
        menu: menuSlotRecipe,
        nativeSelect: nativeSelectSlotRecipe,
        progress: progressSlotRecipe,
        radioGroup: radioGroupSlotRecipe,
        switch: switchSlotRecipe,
        table: tableSlotRecipe,
      },
    },
  }),
);
