import definition from '@ant-design/icons-svg/es/asn/MessageOutlined';
import { icon } from './icon';

export const MessageOutlined = /* @__PURE__ */ icon(definition);
