import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CurrentUser } from '@/contracts/auth';

/** Avatar, name and email of one signed-in account, as menus and dialogs list them. */
export function AccountIdentity({ user, fallbackName }: { user: CurrentUser | null; fallbackName: string }) {
  const name = user?.display_name || fallbackName;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Avatar src={user?.avatar_url ?? undefined} alt="" sx={{ width: 36, height: 36 }}>
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        {user?.email && (
          <Typography variant="caption" noWrap component="p" sx={{ color: 'text.secondary' }}>
            {user.email}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
