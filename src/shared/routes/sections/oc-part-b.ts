import type { MenuGroupDef } from '../types';

/** Business operations (OC) menu groups, part B; assembled in ./oc.ts. */
export const ocGroupsPartB: MenuGroupDef[] = [
  {
    key: 'voice',
    title: { zh: '语音', en: 'Voice' },
    pages: [
      {
        path: '/businessOperations/voice',
        title: { zh: '语音', en: 'Voice' },
        description: {
          zh: '群呼、AI 话术与呼叫中心工具。',
          en: 'Group calls, AI scripts and call-centre tools.',
        },
        keywords: ['voice tools', '语音工具'],
      },
      {
        path: '/businessOperations/voip/voice-test',
        title: { zh: '语音测试', en: 'Voice test' },
        description: { zh: '发起语音测试。', en: 'Run voice tests.' },
        keywords: ['voip', 'voice test'],
      },
      {
        path: '/businessOperations/voip/time-task',
        title: { zh: '定时任务', en: 'Timed tasks' },
        description: { zh: '管理定时语音任务。', en: 'Manage timed voice tasks.' },
        keywords: ['timed task', '定时'],
      },
      {
        path: '/businessOperations/voip/group-call-task',
        title: { zh: '群呼任务', en: 'Group call tasks' },
        description: { zh: '管理群呼任务。', en: 'Manage group call tasks.' },
        keywords: ['group call', '群呼'],
      },
      {
        path: '/businessOperations/voip/group-call-time-task',
        title: { zh: '定时群呼任务', en: 'Timed group call tasks' },
        description: { zh: '管理定时群呼任务。', en: 'Manage timed group call tasks.' },
        keywords: ['timed group call'],
      },
      {
        path: '/businessOperations/voip/number-pool',
        title: { zh: '号码池', en: 'Number pool' },
        description: { zh: '管理语音号码池。', en: 'Manage the voice number pool.' },
        keywords: ['number pool'],
      },
      {
        path: '/businessOperations/voip/voice-monitor',
        title: { zh: '语音监控', en: 'Voice monitor' },
        description: { zh: '监控语音通话。', en: 'Monitor voice calls.' },
        keywords: ['monitor', '监控'],
      },
      {
        path: '/businessOperations/voip/history-talk',
        title: { zh: '历史通话', en: 'Call history' },
        description: { zh: '查看历史通话。', en: 'View past calls.' },
        keywords: ['history', '历史'],
      },
      {
        path: '/businessOperations/voip/media-capture',
        title: { zh: '媒体抓包', en: 'Media capture' },
        description: { zh: '抓取语音媒体流。', en: 'Capture voice media streams.' },
        keywords: ['media capture', '抓包'],
      },
      {
        path: '/businessOperations/voip/voice-source',
        title: { zh: '语音资源', en: 'Voice sources' },
        description: { zh: '管理语音资源。', en: 'Manage voice sources.' },
        keywords: ['voice source'],
      },
      {
        path: '/businessOperations/voip/portSettings',
        title: { zh: '端口设置', en: 'Port settings' },
        description: { zh: '设置语音端口。', en: 'Configure voice ports.' },
        keywords: ['port settings'],
      },
      {
        // The VoIP toolbox pages: the spec names only their subjects; their slugs follow the voip/
        // line. Owned by tbx.
        path: '/businessOperations/voIp/voipIframe/voice-test',
        title: { zh: '工具箱语音测试', en: 'Toolbox voice test' },
        description: { zh: '在 VoIP 工具箱中发起语音测试。', en: 'Run voice tests in the VoIP toolbox.' },
        iframeName: 'tbx',
        keywords: ['voip toolbox', 'voice test'],
      },
      {
        path: '/businessOperations/voIp/voipIframe/time-task',
        title: { zh: '工具箱定时任务', en: 'Toolbox timed tasks' },
        description: { zh: '在 VoIP 工具箱中管理定时任务。', en: 'Manage timed tasks in the VoIP toolbox.' },
        iframeName: 'tbx',
        keywords: ['voip toolbox', 'timed task'],
      },
      {
        path: '/businessOperations/voIp/voipIframe/group-call-task',
        title: { zh: '工具箱群呼任务', en: 'Toolbox group call tasks' },
        description: {
          zh: '在 VoIP 工具箱中管理群呼任务。',
          en: 'Manage group call tasks in the VoIP toolbox.',
        },
        iframeName: 'tbx',
        keywords: ['voip toolbox', 'group call'],
      },
      {
        path: '/businessOperations/voIp/voipIframe/number-pool',
        title: { zh: '工具箱号码池', en: 'Toolbox number pool' },
        description: { zh: '在 VoIP 工具箱中管理号码池。', en: 'Manage the number pool in the VoIP toolbox.' },
        iframeName: 'tbx',
        keywords: ['voip toolbox', 'number pool'],
      },
      {
        path: '/businessOperations/voIp/voipIframe/voice-monitor',
        title: { zh: '工具箱语音监控', en: 'Toolbox voice monitor' },
        description: { zh: '在 VoIP 工具箱中监控通话。', en: 'Monitor calls in the VoIP toolbox.' },
        iframeName: 'tbx',
        keywords: ['voip toolbox', 'monitor'],
      },
      {
        path: '/businessOperations/voIp/voipIframe/history-talk',
        title: { zh: '工具箱历史通话', en: 'Toolbox call history' },
        description: { zh: '在 VoIP 工具箱中查看历史通话。', en: 'View past calls in the VoIP toolbox.' },
        iframeName: 'tbx',
        keywords: ['voip toolbox', 'history'],
      },
      {
        path: '/businessOperations/voIp/voipIframe/media-capture',
        title: { zh: '工具箱媒体抓包', en: 'Toolbox media capture' },
        description: { zh: '在 VoIP 工具箱中抓取媒体流。', en: 'Capture media streams in the VoIP toolbox.' },
        iframeName: 'tbx',
        keywords: ['voip toolbox', 'media capture'],
      },
      {
        path: '/businessOperations/voIp/voipIframe/voice-source',
        title: { zh: '工具箱语音资源', en: 'Toolbox voice sources' },
        description: { zh: '在 VoIP 工具箱中管理语音资源。', en: 'Manage voice sources in the VoIP toolbox.' },
        iframeName: 'tbx',
        keywords: ['voip toolbox', 'voice source'],
      },
      {
        path: '/businessOperations/voice/voice-cc/smsTemplate',
        title: { zh: '呼叫中心短信模板', en: 'Call-centre SMS templates' },
        description: {
          zh: '管理呼叫中心使用的短信模板。',
          en: 'Manage the SMS templates used by the call centre.',
        },
        keywords: ['call centre', 'sms template', '模板'],
      },
      {
        path: '/businessOperations/voice/voice-group/aiTalk',
        title: { zh: 'AI 话术', en: 'AI scripts' },
        description: { zh: '管理群呼的 AI 话术。', en: 'Manage the AI scripts of group calls.' },
        keywords: ['ai talk', 'script', '话术'],
      },
      {
        path: '/businessOperations/voice/voice-group/aiTalkTemplate',
        title: { zh: 'AI 话术模板', en: 'AI script templates' },
        description: { zh: '管理 AI 话术模板。', en: 'Manage AI script templates.' },
        keywords: ['ai talk template'],
      },
      {
        path: '/businessOperations/voice/voice-group/aiCustomIntent',
        title: { zh: 'AI 自定义意图', en: 'AI custom intents' },
        description: { zh: '管理 AI 自定义意图。', en: 'Manage AI custom intents.' },
        keywords: ['intent', '意图'],
      },
      {
        path: '/businessOperations/voice/voice-group/aiCustomIntentWhitelist',
        title: { zh: 'AI 意图白名单', en: 'AI intent whitelist' },
        description: { zh: '管理 AI 自定义意图的白名单。', en: 'Manage the whitelist of AI custom intents.' },
        keywords: ['intent whitelist'],
      },
      {
        path: '/businessOperations/voice/voice-group/aiCorpus',
        title: { zh: 'AI 意图语料', en: 'AI intent corpus' },
        description: { zh: '管理 AI 自定义意图的语料。', en: 'Manage the corpus of AI custom intents.' },
        keywords: ['corpus', '语料'],
      },
      {
        path: '/businessOperations/voice/voice-group/dimension-setting',
        title: { zh: 'TTS 模板', en: 'TTS templates' },
        description: { zh: '管理语音合成（TTS）模板。', en: 'Manage text-to-speech (TTS) templates.' },
        keywords: ['tts', 'dimension', '语音合成'],
      },
    ],
  },
];
