import definition from '@ant-design/icons-svg/es/asn/PauseOutlined';
import { icon } from './icon';

export const PauseOutlined = /* @__PURE__ */ icon(definition);
