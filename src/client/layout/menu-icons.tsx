import {
  Activity,
  BarChart3,
  BellRing,
  Circle,
  FileText,
  Globe,
  Handshake,
  Headset,
  House,
  LayoutDashboard,
  Mail,
  Network,
  Radio,
  Search,
  Settings,
  Truck,
  UserRoundCheck,
  Users,
  Wallet,
  Workflow,
  type LucideIcon,
} from 'lucide-react';

/**
 * The icons the route table names (sections, home, external menus). Listed explicitly instead of
 * importing every lucide icon by name, which would put the whole icon set in the bundle.
 * menu-icons.test.ts fails when the table names an icon missing here.
 */
export const MENU_ICONS: Record<string, LucideIcon> = {
  Activity,
  BarChart3,
  BellRing,
  FileText,
  Globe,
  Handshake,
  Headset,
  House,
  LayoutDashboard,
  Mail,
  Network,
  Radio,
  Search,
  Settings,
  Truck,
  UserRoundCheck,
  Users,
  Wallet,
  Workflow,
};

export function MenuIcon({ name, size = 18 }: { name: string | null; size?: number }) {
  const Icon = (name && MENU_ICONS[name]) || Circle;
  return <Icon aria-hidden size={size} className="shrink-0" />;
}
