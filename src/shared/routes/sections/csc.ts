import type { SectionDef } from '../types';

/** Customer service (sections.md §2 "Customer service"). */
export const cscSection: SectionDef = {
  area: 'CSC',
  prefix: '/csc',
  iframeName: 'csc',
  icon: 'Headset',
  title: { zh: '客服中心', en: 'Customer service' },
  shortEn: 'Service',
  description: {
    zh: '线索、线索流转、反馈、营销活动与 ROI 报表。',
    en: 'Leads, lead transfers, feedback, marketing activities and ROI reports.',
  },
  groups: [
    {
      key: 'clues',
      title: { zh: '线索管理', en: 'Leads' },
      pages: [
        {
          path: '/csc/clue/all',
          title: { zh: '全部线索', en: 'All leads' },
          description: { zh: '查看全部客服线索。', en: 'View all customer-service leads.' },
          keywords: ['clue', 'lead', '线索'],
        },
        {
          path: '/csc/clue/assign',
          title: { zh: '线索分配', en: 'Lead assignment' },
          description: { zh: '将线索分配给跟进人。', en: 'Assign leads to owners.' },
          keywords: ['assign', '分配'],
        },
        {
          path: '/csc/clue/followed',
          title: { zh: '已跟进线索', en: 'Followed leads' },
          description: { zh: '查看已跟进的线索。', en: 'View leads that were followed up.' },
          keywords: ['followed lead'],
        },
        {
          path: '/csc/clue/invalid',
          title: { zh: '无效线索', en: 'Invalid leads' },
          description: { zh: '查看无效线索。', en: 'View invalid leads.' },
          keywords: ['invalid lead'],
        },
        {
          path: '/csc/clue/sea',
          title: { zh: '线索公海', en: 'Lead open sea' },
          description: { zh: '查看公海中的线索并领取。', en: 'View leads in the open sea and pick them up.' },
          keywords: ['open sea', '公海'],
        },
        {
          path: '/csc/clue/register-black',
          title: { zh: '注册黑名单', en: 'Registration blacklist' },
          description: { zh: '管理注册黑名单。', en: 'Manage the registration blacklist.' },
          keywords: ['blacklist', 'register', '黑名单'],
        },
      ],
    },
    {
      key: 'wander',
      title: { zh: '线索流转', en: 'Lead transfers' },
      pages: [
        {
          path: '/csc/wander/distribute',
          title: { zh: '线索分配记录', en: 'Lead distribution records' },
          shortEn: 'Lead distributions',
          description: { zh: '查看线索的分配记录。', en: 'View records of lead distribution.' },
          keywords: ['distribute record'],
        },
        {
          path: '/csc/wander/transfer',
          title: { zh: '线索转移记录', en: 'Lead transfer records' },
          description: { zh: '查看线索的转移记录。', en: 'View records of lead transfers.' },
          keywords: ['transfer record'],
        },
      ],
    },
    {
      key: 'feedback',
      title: { zh: '反馈管理', en: 'Feedback' },
      pages: [
        {
          path: '/csc/feedbackmanagement/fb-list',
          title: { zh: '反馈列表', en: 'Feedback list' },
          description: { zh: '查看并处理员工提交的反馈。', en: 'View and handle the feedback staff submitted.' },
          keywords: ['feedback list', '反馈'],
        },
        {
          path: '/csc/feedbackmanagement/feedback',
          title: { zh: '我的反馈', en: 'My feedback' },
          description: { zh: '提交反馈并查看处理进度。', en: 'Submit feedback and follow its handling.' },
          keywords: ['feedback', 'rating', '评分'],
        },
      ],
    },
    {
      key: 'marketing',
      title: { zh: '营销活动', en: 'Marketing' },
      pages: [
        {
          path: '/csc/marketing-activities/marketing-activities-list',
          title: { zh: '营销活动列表', en: 'Marketing activities' },
          description: { zh: '管理营销活动。', en: 'Manage marketing activities.' },
          keywords: ['marketing', 'campaign', '活动'],
        },
      ],
    },
    {
      key: 'roi-reports',
      title: { zh: '报表分析', en: 'Report analysis' },
      pages: [
        {
          // "Report analysis" is the spec's heading, not a path: the ROI pages sit directly under
          // /csc.
          path: '/csc/roi-raise',
          title: { zh: '拉新 ROI', en: 'Acquisition ROI' },
          description: { zh: '分析拉新投入的回报。', en: 'Return on acquisition spending.' },
          keywords: ['roi', 'raise', '拉新'],
        },
        {
          path: '/csc/roi-clue',
          title: { zh: '线索 ROI', en: 'Lead ROI' },
          description: { zh: '分析线索的投入回报。', en: 'Return on leads.' },
          keywords: ['roi', 'clue'],
        },
        {
          path: '/csc/r-exhibition-activity-roi',
          title: { zh: '展会活动 ROI', en: 'Exhibition ROI' },
          description: { zh: '分析展会活动的投入回报。', en: 'Return on exhibition activities.' },
          keywords: ['roi', 'exhibition', '展会'],
        },
        {
          path: '/csc/r-channel-promotion-roi',
          title: { zh: '渠道推广 ROI', en: 'Channel promotion ROI' },
          description: { zh: '分析渠道推广的投入回报。', en: 'Return on channel promotion.' },
          keywords: ['roi', 'channel promotion'],
        },
        {
          path: '/csc/roi-wander',
          title: { zh: '流转 ROI', en: 'Transfer ROI' },
          description: { zh: '分析线索流转的投入回报。', en: 'Return on lead transfers.' },
          keywords: ['roi', 'wander'],
        },
        {
          path: '/csc/roi-cost',
          title: { zh: 'ROI 成本', en: 'ROI costs' },
          description: { zh: '维护 ROI 计算使用的成本。', en: 'Costs used in the ROI reports.' },
          keywords: ['roi cost', '成本'],
        },
        {
          path: '/csc/roi-channel',
          title: { zh: '渠道 ROI', en: 'Channel ROI' },
          description: { zh: '按渠道分析投入回报。', en: 'Return by channel.' },
          keywords: ['roi channel'],
        },
        {
          path: '/csc/channel-promotion-cost',
          title: { zh: '渠道推广成本', en: 'Channel promotion costs' },
          description: { zh: '维护渠道推广的成本。', en: 'Costs of channel promotion.' },
          keywords: ['promotion cost', '成本'],
        },
      ],
    },
  ],
  details: [
    {
      path: '/csc/roi-raise/fine',
      parent: '/csc/roi-raise',
      title: { zh: '拉新 ROI 细分', en: 'Acquisition ROI breakdown' },
      propsFromQuery: true,
    },
    {
      path: '/csc/roi-raise/details',
      parent: '/csc/roi-raise',
      title: { zh: '拉新 ROI 详情', en: 'Acquisition ROI details' },
      propsFromQuery: true,
    },
    {
      path: '/csc/roi-clue/fine',
      parent: '/csc/roi-clue',
      title: { zh: '线索 ROI 细分', en: 'Lead ROI breakdown' },
      propsFromQuery: true,
    },
    {
      path: '/csc/roi-clue/details',
      parent: '/csc/roi-clue',
      title: { zh: '线索 ROI 详情', en: 'Lead ROI details' },
      propsFromQuery: true,
    },
    {
      path: '/csc/r-exhibition-activity-roi/conversion-detail',
      parent: '/csc/r-exhibition-activity-roi',
      title: { zh: '展会活动转化明细', en: 'Exhibition conversion details' },
      propsFromQuery: true,
    },
    {
      path: '/csc/r-exhibition-activity-roi/consumption-detail',
      parent: '/csc/r-exhibition-activity-roi',
      title: { zh: '展会活动消费明细', en: 'Exhibition consumption details' },
      propsFromQuery: true,
    },
    {
      path: '/csc/r-channel-promotion-roi/conversion-detail',
      parent: '/csc/r-channel-promotion-roi',
      title: { zh: '渠道推广转化明细', en: 'Channel promotion conversion details' },
      propsFromQuery: true,
    },
    {
      path: '/csc/r-channel-promotion-roi/consumption-detail',
      parent: '/csc/r-channel-promotion-roi',
      title: { zh: '渠道推广消费明细', en: 'Channel promotion consumption details' },
      propsFromQuery: true,
    },
    {
      path: '/csc/roi-wander/fine',
      parent: '/csc/roi-wander',
      title: { zh: '流转 ROI 细分', en: 'Transfer ROI breakdown' },
      propsFromQuery: true,
    },
    {
      path: '/csc/roi-wander/details',
      parent: '/csc/roi-wander',
      title: { zh: '流转 ROI 详情', en: 'Transfer ROI details' },
      propsFromQuery: true,
    },
  ],
};
