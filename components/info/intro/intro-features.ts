import type { ComponentType } from 'react';
import CardMembershipRounded from '@mui/icons-material/CardMembershipRounded';
import ChatRounded from '@mui/icons-material/ChatRounded';
import DynamicFeedRounded from '@mui/icons-material/DynamicFeedRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import SensorsRounded from '@mui/icons-material/SensorsRounded';
import SportsEsportsRounded from '@mui/icons-material/SportsEsportsRounded';
import VideoCallRounded from '@mui/icons-material/VideoCallRounded';
import type { SvgIconProps } from '@mui/material/SvgIcon';

type Icon = ComponentType<SvgIconProps>;

/** The icons of `features.items`, in its order: the product's public description (spec §1), as on the home page. */
export const FEATURE_ICONS: readonly Icon[] = [
  SensorsRounded,
  GroupsRounded,
  VideoCallRounded,
  DynamicFeedRounded,
  CardMembershipRounded,
  ChatRounded,
  SportsEsportsRounded,
];
