import definition from '@ant-design/icons-svg/es/asn/InboxOutlined';
import { icon } from './icon';

export const InboxOutlined = /* @__PURE__ */ icon(definition);
