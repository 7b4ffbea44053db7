import { Avatar, type MantineSize } from '@mantine/core';

/** Up to two capital letters from a name ("Ada Lovelace" → "AL"), or from a username. */
export function initialsOf(name: string, fallback = ''): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length > 1 ? `${words[0]!.charAt(0)}${words.at(-1)!.charAt(0)}` : (words[0] ?? fallback).slice(0, 2);
  return letters.toUpperCase() || '?';
}

/**
 * A person's picture from the avatar service (the `gravatar` URL the server gives, which answers
 * 404 for an unknown email), falling back to initials when the image cannot load — also when the
 * portal runs without internet access.
 */
export function UserAvatar({
  src,
  name,
  username = '',
  size = 'md',
}: {
  src?: string | null;
  name: string;
  username?: string;
  size?: MantineSize | number;
}) {
  return (
    <Avatar
      src={src || null}
      alt={name || username}
      size={size}
      radius="xl"
      color="espresso"
      variant="light"
      imageProps={{ referrerPolicy: 'no-referrer' }}
    >
      {initialsOf(name, username)}
    </Avatar>
  );
}
