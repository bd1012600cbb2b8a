/**
 * A switch with a 44 px touch target: the thumb's button grows to 44 × 44 and its input covers
 * only that button (MUI's input is three times as wide and would be cut off by the switch's own box).
 */
export const TOUCH_SWITCH_SX = {
  width: 64,
  height: 44,
  padding: '15px',
  '& .MuiSwitch-switchBase': { padding: '12px' },
  '& .MuiSwitch-switchBase .MuiSwitch-input': { width: '100%', left: 0 },
} as const;
