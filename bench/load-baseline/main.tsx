import { Command } from 'cmdk';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/** The baseline of `npm run bench:load`: the smallest page a Vite + React + cmdk front end paints. */
function Page() {
  return (
    <Command label="命令面板">
      <Command.Input placeholder="搜索" />
      <Command.List>
        <Command.Empty>无结果</Command.Empty>
        <Command.Item>首页</Command.Item>
        <Command.Item>短信发送记录</Command.Item>
      </Command.List>
    </Command>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Page />
  </StrictMode>,
);
