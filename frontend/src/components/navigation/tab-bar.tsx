import { styled } from '@mui/material/styles';
import { type KeyboardEvent, useRef } from 'react';

export interface TabBarItem<T extends string> {
  value: T;
  label: string;
  /** The tab's id and the id of the panel it controls (tabIds(group, value).tab). */
  id: string;
  'aria-controls': string;
}

interface TabBarProps<T extends string> {
  /** The tablist's accessible name. */
  label: string;
  tabs: readonly TabBarItem<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Tabs share the width equally (else they take their text's width and the row scrolls). */
  fullWidth?: boolean;
}

const List = styled('div', { shouldForwardProp: (prop) => prop !== 'fullWidth' })<{
  fullWidth: boolean;
}>(({ fullWidth }) => ({
  display: 'flex',
  overflowX: fullWidth ? 'visible' : 'auto',
  scrollbarWidth: 'none',
}));

const TabButton = styled('button', { shouldForwardProp: (prop) => prop !== 'fullWidth' })<{
  fullWidth: boolean;
}>(({ theme, fullWidth }) => ({
  ...theme.typography.button,
  flex: fullWidth ? '1 1 0' : '0 0 auto',
  minHeight: 48,
  minWidth: fullWidth ? 0 : 72,
  padding: theme.spacing(1.5, 2),
  [theme.breakpoints.down('sm')]: { padding: theme.spacing(1.5, 1) },
  margin: 0,
  border: 0,
  borderRadius: 0,
  background: 'none',
  color: theme.palette.text.secondary,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  textAlign: 'center',
  position: 'relative',
  '&[aria-selected="true"]': { color: theme.palette.primary.main },
  '&[aria-selected="true"]::after': {
    content: '""',
    position: 'absolute',
    left: 0,
    right: 0,
    bottom: 0,
    height: 2,
    backgroundColor: theme.palette.primary.main,
  },
  '&:hover': { backgroundColor: theme.palette.action.hover },
  '&:focus-visible': {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: -2,
  },
}));

/**
 * A row of tabs (WAI-ARIA tabs pattern, manual activation as MUI's Tabs: the arrow keys, Home and
 * End move the focus, Enter or Space choose). Drawn by CSS alone: MUI's Tabs measures its tabs
 * after every mount to place its sliding indicator, which forced a layout of the whole new page in
 * the landing page's and the dashboard's first commits (~75 ms on a phone, docs/adr/0015).
 */
export function TabBar<T extends string>({
  label,
  tabs,
  value,
  onChange,
  fullWidth = false,
}: TabBarProps<T>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <List role="tablist" aria-label={label} fullWidth={fullWidth}>
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <TabButton
            key={tab.value}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tab.id}
            aria-controls={tab['aria-controls']}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            fullWidth={fullWidth}
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </TabButton>
        );
      })}
    </List>
  );
}
