import { Avatar, type MantineSize } from '@mantine/core';

/**
 * A person's avatar drawn on the device: their initials on a colour taken from their name, so the
 * same person looks the same on every list. No picture is fetched from an avatar service: that
 * would send a hash of each person's email to a third party, and fail on a network without
 * internet access. (The API still answers the spec's `gravatar` field; the portal does not load it.)
 */
export function UserAvatar({
  name,
  username = '',
  size = 'md',
}: {
  name: string;
  username?: string;
  size?: MantineSize | number;
}) {
  const label = name.trim() || username;
  return <Avatar name={label || '?'} alt={label} size={size} radius="xl" color="initials" variant="light" />;
}
