import { useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from '@tac/i18n';
import { Box, Button, chakra, Stack, Text } from '@tac/ui';
import type { MenuItem } from '@tac/section';
import type { SectionInfo } from '../sections/directory';
import { owns } from '../sections/resolve';
import { useAvailableSections } from '../sections/useAvailableSections';
import { InfoDialog } from './InfoDialog';

function MenuLinks({ items, depth, onNavigate }: { items: MenuItem[]; depth: number; onNavigate(): void }) {
  const { t } = useTranslation();
  return (
    <chakra.ul listStyleType="none" m="0" p="0">
      {items.map((item) => (
        <li key={item.path}>
          <chakra.a
            asChild
            display="block"
            py="1.5"
            ps={`${4 + depth * 4}`}
            pe="3"
            borderRadius="md"
            borderInlineStartWidth="3px"
            borderColor="transparent"
            fontSize="sm"
            color="fg.muted"
            _hover={{ bg: 'bg.muted', color: 'fg' }}
            // The current page gets a bar on its leading edge rather than bold text: bold made long
            // labels (Wiegand Authorization) wrap onto a second line only while they were current.
            css={{ '&[aria-current=page]': { bg: 'brand.subtle', color: 'brand.fg', borderColor: 'brand.solid' } }}
          >
            <NavLink to={item.path} end onClick={onNavigate}>
              {t(item.labelKey)}
            </NavLink>
          </chakra.a>
          {item.children && <MenuLinks items={item.children} depth={depth + 1} onNavigate={onNavigate} />}
        </li>
      ))}
    </chakra.ul>
  );
}

function SectionGroup({ section, onNavigate }: { section: SectionInfo; onNavigate(): void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = section.paths.some((screen) => owns(screen, pathname));
  const [expanded, setExpanded] = useState(current);
  const open = expanded || current;
  const listId = `menu-${section.id}`;
  return (
    <li>
      <Button
        variant="ghost"
        width="full"
        justifyContent="flex-start"
        fontWeight="semibold"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setExpanded(!open)}
      >
        {t(section.titleKey)}
      </Button>
      <Box id={listId} hidden={!open}>
        <MenuLinks items={section.menu} depth={1} onNavigate={onNavigate} />
      </Box>
    </li>
  );
}

/** SPEC §2 sidebar: only permitted (and built) sections, an info dialog at the bottom. */
export function Sidebar({ onNavigate }: { onNavigate(): void }) {
  const { t } = useTranslation();
  const directory = useAvailableSections();
  const sections = directory.status === 'ready' ? directory.sections : [];
  return (
    <Stack height="full" gap="0" justify="space-between">
      <chakra.nav aria-label={t('shell:sidebar.navigation')} overflowY="auto" p="2">
        <chakra.ul listStyleType="none" m="0" p="0">
          {sections.map((section) => (
            <SectionGroup key={section.id} section={section} onNavigate={onNavigate} />
          ))}
        </chakra.ul>
        {directory.status === 'ready' && sections.length === 0 && (
          <Text p="3" fontSize="sm" color="fg.muted">
            {t('shell:sidebar.empty')}
          </Text>
        )}
      </chakra.nav>
      <Box p="2" borderTopWidth="1px">
        <InfoDialog />
      </Box>
    </Stack>
  );
}
