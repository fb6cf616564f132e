import definition from '@ant-design/icons-svg/es/asn/ReadOutlined';
import { icon } from './icon';

export const ReadOutlined = /* @__PURE__ */ icon(definition);
