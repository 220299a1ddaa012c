import type { Config } from 'tailwindcss';

/**
 * Tailwind 4 reads this through `@config` in src/client/styles.css. Kept small: the brand colour,
 * a font stack that renders Chinese well on every platform, and the shell's fixed sizes.
 */
export default {
  content: ['./index.html', './src/client/**/*.{ts,tsx}', './commands/**/*.{ts,tsx}'],
  theme: {
    extend: {
      screens: {
        // shell.md §4: 1080 px and wider is the PC layout with the menu expanded.
        desktop: '1080px',
      },
      colors: {
        brand: {
          50: '#eef5ff',
          100: '#d9e8ff',
          200: '#bcd7ff',
          500: '#2f6bff',
          600: '#1f54e0',
          700: '#1a44b5',
        },
      },
      fontFamily: {
        // Each platform's interface font, then its Chinese font (Linux: fonts-noto-cjk), so Chinese never shows as boxes.
        sans: [
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          'Roboto',
          '"PingFang SC"',
          '"Hiragino Sans GB"',
          '"Microsoft YaHei"',
          '"Noto Sans CJK SC"',
          '"Noto Sans SC"',
          '"Source Han Sans SC"',
          '"WenQuanYi Micro Hei"',
          'sans-serif',
        ],
      },
      spacing: {
        // shell.md §9: header 52 px; side navigation 221 px expanded.
        header: '52px',
        sidenav: '221px',
      },
      zIndex: {
        // shell.md §9: overlays sit at 3000.
        overlay: '3000',
      },
    },
  },
} satisfies Config;
