import type { IconProps } from './svg';
import {
  DocumentIcon,
  LoginIcon,
  SettingsIcon,
  ShareIcon,
  ShieldIcon,
  UserIcon,
  UserPlusIcon,
  UsersIcon,
} from './account';
import { HeadsetIcon } from './contact';
import { HomeIcon, QuestionIcon, RefreshIcon } from './controls';
import {
  BoltIcon,
  CardIcon,
  CasinoIcon,
  ChartIcon,
  CrownIcon,
  FishIcon,
  GamepadIcon,
  KenoIcon,
  RoosterIcon,
  SlotIcon,
  SparkleIcon,
  SportIcon,
  TicketIcon,
  TrophyIcon,
  WheelIcon,
} from './games';
import { DepositIcon, GiftIcon, HistoryIcon, WalletIcon, WithdrawIcon } from './money';

/** Icons by name, for configuration that must not import components. */
export const ICONS = {
  home: HomeIcon,
  casino: CasinoIcon,
  slot: SlotIcon,
  sport: SportIcon,
  fish: FishIcon,
  card: CardIcon,
  keno: KenoIcon,
  rooster: RoosterIcon,
  gamepad: GamepadIcon,
  chart: ChartIcon,
  gift: GiftIcon,
  wallet: WalletIcon,
  deposit: DepositIcon,
  withdraw: WithdrawIcon,
  history: HistoryIcon,
  user: UserIcon,
  settings: SettingsIcon,
  headset: HeadsetIcon,
  document: DocumentIcon,
  shield: ShieldIcon,
  trophy: TrophyIcon,
  users: UsersIcon,
  sparkle: SparkleIcon,
  wheel: WheelIcon,
  crown: CrownIcon,
  ticket: TicketIcon,
  share: ShareIcon,
  question: QuestionIcon,
  refresh: RefreshIcon,
  bolt: BoltIcon,
  userPlus: UserPlusIcon,
  login: LoginIcon,
} as const;
export type IconName = keyof typeof ICONS;

export function Icon({ name, ...props }: IconProps & { name: IconName }) {
  const Component = ICONS[name];
  return <Component {...props} />;
}
