import {
  Activity, BarChart3, BellRing, Bot, Building2, Circle, Copy, CornerDownLeft, Download, ExternalLink, FileText,
  Globe, Handshake, Headset, House, Keyboard, KeyRound, Languages, LayoutDashboard, Link, LogOut, Mail,
  MessageSquarePlus, Network, PanelLeft, Pin, Radio, RefreshCw, RotateCcw, Search, Settings, Smartphone, Star,
  StarOff, Truck, Undo2, UserRound, UserRoundCheck, Users, Wallet, Workflow, X, XCircle, type LucideIcon,
} from 'lucide-react';

/**
 * Icons the palette shows: those of the menu's sections and those the commands name. Listed
 * one by one so the bundle holds only these; an unknown name falls back to a plain dot.
 */
const ICONS: Record<string, LucideIcon> = {
  Activity, BarChart3, BellRing, Bot, Building2, Copy, CornerDownLeft, Download, ExternalLink, FileText, Globe,
  Handshake, Headset, House, Keyboard, KeyRound, Languages, LayoutDashboard, Link, LogOut, Mail,
  MessageSquarePlus, Network, PanelLeft, Pin, Radio, RefreshCw, RotateCcw, Search, Settings, Smartphone, Star,
  StarOff, Truck, Undo2, UserRound, UserRoundCheck, Users, Wallet, Workflow, X, XCircle,
};

export function PaletteIcon({ name, className }: { name?: string; className?: string }) {
  const Icon = (name && ICONS[name]) || Circle;
  return <Icon aria-hidden size={16} className={className} />;
}
