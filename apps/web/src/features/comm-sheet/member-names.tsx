import { useState } from 'react';
import { ActionIcon, Group, Input, TextInput, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconPlus, IconUser } from '@tabler/icons-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MEMBER_NAME_MAX } from '@dripp/contract/comm-sheet';
import { addName, canAddName, editName } from '@dripp/domain/name-list';
import classes from './comm-sheet.module.css';

export interface MemberNamesProps {
  /** Names the list and its inputs for screen readers, e.g. "Opening Shift". */
  shiftLabel: string;
  names: readonly string[];
  onChange: (names: readonly string[]) => void;
  disabled?: boolean;
}

/** One name, shown as a chip; clicking it edits it in place (a blank edit removes the member). */
function NameChip({
  name,
  shiftLabel,
  onCommit,
  disabled,
}: {
  name: string;
  shiftLabel: string;
  onCommit: (value: string) => void;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<string | null>(null);

  if (draft !== null) {
    const commit = () => {
      onCommit(draft);
      setDraft(null);
    };
    return (
      <TextInput
        size="xs"
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          } else if (event.key === 'Escape') {
            setDraft(null);
          }
        }}
        maxLength={MEMBER_NAME_MAX}
        aria-label={t`Edit team member ${name} (${shiftLabel}); clear to remove`}
        autoFocus
        w={170}
      />
    );
  }

  return (
    <UnstyledButton
      className={`${classes.nameChip} dripp-touch`}
      onClick={() => setDraft(name)}
      disabled={disabled}
      aria-label={t`${name}, edit team member`}
      title={t`Click to edit; clear the name to remove it`}
    >
      <IconUser size={14} aria-hidden />
      <span>{name}</span>
    </UnstyledButton>
  );
}

/**
 * The team members of a shift (spec 1 §2): add with the plus icon or Enter, click a name to edit
 * it, clear a name to remove it; blanks are ignored (rules in @dripp/domain/name-list).
 */
export function MemberNames({ shiftLabel, names, onChange, disabled }: MemberNamesProps) {
  const { t } = useLingui();
  const [input, setInput] = useState('');
  const full = !canAddName(names);

  const add = () => {
    const next = addName(names, input);
    if (next !== names) onChange(next);
    setInput('');
  };

  return (
    <Input.Wrapper label={t`Team members`} labelProps={{ component: 'div' }}>
      <Group gap={6} mt={6} mb={names.length ? 'xs' : 0} role="list" aria-label={t`${shiftLabel} team members`}>
        {names.length === 0 && (
          <Text size="sm" c="dimmed" role="listitem">
            <Trans>No team members yet</Trans>
          </Text>
        )}
        {names.map((name, index) => (
          <div role="listitem" key={`${index}-${name}`}>
            <NameChip
              name={name}
              shiftLabel={shiftLabel}
              disabled={disabled}
              onCommit={(value) => {
                const next = editName(names, index, value);
                if (next !== names) onChange(next);
              }}
            />
          </div>
        ))}
      </Group>
      <TextInput
        value={input}
        onChange={(event) => setInput(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          }
        }}
        placeholder={full ? t`The list is full` : t`Add a team member`}
        aria-label={t`New team member for ${shiftLabel}`}
        maxLength={MEMBER_NAME_MAX}
        disabled={disabled || full}
        rightSectionWidth={40}
        rightSection={
          <Tooltip label={t`Add team member`}>
            <ActionIcon
              variant="filled"
              size={28}
              onClick={add}
              disabled={disabled || full}
              aria-label={t`Add team member to ${shiftLabel}`}
            >
              <IconPlus size={16} />
            </ActionIcon>
          </Tooltip>
        }
      />
    </Input.Wrapper>
  );
}
