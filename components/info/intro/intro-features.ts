import type { ComponentType } from 'react';
import AccountBalanceRounded from '@mui/icons-material/AccountBalanceRounded';
import AccountBoxRounded from '@mui/icons-material/AccountBoxRounded';
import CardGiftcardRounded from '@mui/icons-material/CardGiftcardRounded';
import CardMembershipRounded from '@mui/icons-material/CardMembershipRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { Feature } from '@/services/product/features';

/** What /intro's feature cards claim, in order, with their icons; texts are `features.<feature>`. */
export const INTRO_CLAIMS: readonly { feature: Feature; Icon: ComponentType<SvgIconProps> }[] = [
  { feature: 'channels', Icon: AccountBoxRounded },
  { feature: 'stars', Icon: StarRounded },
  { feature: 'gifts', Icon: CardGiftcardRounded },
  { feature: 'supporters', Icon: GroupsRounded },
  { feature: 'memberships', Icon: CardMembershipRounded },
  { feature: 'earnings', Icon: InsightsRounded },
  { feature: 'payouts', Icon: AccountBalanceRounded },
];
