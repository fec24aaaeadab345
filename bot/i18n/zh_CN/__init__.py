"""Simplified Chinese catalog (Discord locale zh-CN). Ids as in bot.i18n.en; a missing id falls back to English."""

from __future__ import annotations

from collections.abc import Mapping

MESSAGES: dict[str, str | Mapping[str, str]] = {
    # Command, group and option names (lowercase letters, digits, - and _; at most 32 characters).
    "name.game": "游戏",
    "name.game.new": "创建",
    "name.game.new.game": "游戏",
    "name.game.join": "加入",
    "name.game.leave": "离开",
    "name.game.start": "开始",
    "name.game.cancel": "取消",
    "name.game.status": "状态",
    "name.game.history": "记录",
    "name.game.mine": "我的游戏",
    "name.game.resign": "认输",
    "name.game.back": "取消托管",
    "name.play": "出招",
    "name.play.move": "行动",
    "name.hand": "手牌",
    "name.rules": "规则",
    "name.rules.game": "游戏",
    "name.pace": "节奏",
    "name.pace.set": "修改",
    "name.pace.set.pace": "节奏",
    "name.pace.set.reminder": "提醒",
    "name.pace.set.time_limit": "时限",
    "name.pace.set.auto_after": "超时托管",
    "name.pace.show": "查看",
    "name.pace.defaults": "默认",
    "name.pace.defaults.make_default": "设为默认",
    "name.pace.mute": "免打扰",
    "name.settings": "设置",
    "name.settings.board": "局面",
    "name.settings.board.mode": "模式",
    "name.settings.language": "语言",
    "name.settings.language.language": "语言",
    "name.settings.show": "查看",
    # Choice names of /pace and /settings board.
    "choice.live": "实时",
    "choice.async": "回合制",
    "choice.new": "每回合发新消息",
    "choice.edit": "更新同一条消息",
    # Command names and descriptions (Discord shows these in the command picker).
    "cmd.game": "创建、加入和管理本频道的游戏",
    "cmd.game.new": "在本频道开一个新游戏房间",
    "cmd.game.new.game": "要玩哪款游戏",
    "cmd.game.join": "加入本频道的游戏房间",
    "cmd.game.leave": "离开本频道的游戏房间",
    "cmd.game.start": "开始游戏（仅限房主）",
    "cmd.game.cancel": "取消本频道的房间或游戏（房主或有“管理频道”权限的成员）",
    "cmd.game.status": "查看当前局面和轮到谁",
    "cmd.play": "在本频道的游戏中行动",
    "cmd.play.move": "你的行动；开始输入即可看到所有合法行动",
    "cmd.hand": "私下查看你的手牌或计分纸",
    "cmd.rules": "游戏规则和行动写法的简要说明",
    "cmd.rules.game": "哪款游戏",
    # Lobby
    "lobby.title": "{game}：新游戏",
    "lobby.body": "房主：{host}\n玩家（{count} 人，需要 {min} 到 {max} 人）：\n{players}",
    "lobby.hint": "点“加入”入座；房主可以让 AI 玩家补满空位。人齐后由房主点“开始”。",
    "lobby.cancelled": "{user} 取消了{game}的房间。",
    "lobby.joined": "{user} 加入了。",
    "lobby.left": "{user} 离开了。",
    "lobby.moved": "房间已移至新消息：{link}",
    # 锦标赛（/锦标赛；bot/ui/tournament）：锦标赛消息、每轮公告、排名。
    "name.tournament": "锦标赛",
    "name.tournament.new": "创建",
    "name.tournament.new.game": "游戏",
    "name.tournament.new.format": "赛制",
    "name.tournament.new.rounds": "轮数",
    "name.tournament.new.table_size": "每桌人数",
    "name.tournament.new.pace": "节奏",
    "name.tournament.new.hours": "时段",
    "name.tournament.new.timezone": "时区",
    "name.tournament.new.player_limit": "人数上限",
    "name.tournament.new.reliability": "可靠度",
    "name.tournament.join": "加入",
    "name.tournament.leave": "离开",
    "name.tournament.start": "开始",
    "name.tournament.standings": "排名",
    "name.tournament.cancel": "取消",
    "cmd.tournament": "在本频道举办锦标赛：机器人为每轮分桌，各桌在子区中对局",
    "cmd.tournament.new": "在本频道创建一场锦标赛",
    "cmd.tournament.new.game": "锦标赛玩哪款游戏",
    "cmd.tournament.new.format": "瑞士制（每轮人人都上场，默认）或淘汰赛（每桌胜者晋级）",
    "cmd.tournament.new.rounds": "瑞士制锦标赛打几轮（默认 3 轮）",
    "cmd.tournament.new.table_size": "每桌几名玩家（默认 2 人）",
    "cmd.tournament.new.pace": "各桌的节奏：实时或回合制（默认沿用服务器设置）",
    "cmd.tournament.new.hours": "各桌的游戏时段，例如 08:00-23:00 或 8-23",
    "cmd.tournament.new.timezone": "游戏时段所用的时区，例如 Asia/Shanghai",
    "cmd.tournament.new.player_limit": "最多可报名的人数（默认不限）",
    "cmd.tournament.new.reliability": "报名所需的最低可靠度，百分比（0 为不限）",
    "cmd.tournament.join": "在开赛前报名本频道的锦标赛",
    "cmd.tournament.leave": "在开赛前退出本频道的锦标赛",
    "cmd.tournament.start": "开始锦标赛：第 1 轮的各桌随即开局（仅限主办人）",
    "cmd.tournament.standings": "查看本频道锦标赛的排名（仅你可见）",
    "cmd.tournament.cancel": "取消本频道的锦标赛及其对局（主办人或有“管理频道”权限的成员）",
    "choice.tournament.swiss": "瑞士制",
    "choice.tournament.elimination": "淘汰赛",
    "tournament.title": "{game}锦标赛",
    "tournament.host": "主办人：{host}",
    "tournament.format.swiss": {"other": "瑞士制，共 {count} 轮"},
    "tournament.format.elimination": "淘汰赛：每桌胜者晋级下一轮",
    "tournament.tables": {"other": "每桌 {count} 人"},
    "tournament.limit": {"other": "名额上限 {count} 人。"},
    "tournament.reliability": "报名需可靠度至少 {minimum}。",
    "tournament.state.open": "报名中：点击下方按钮加入，由主办人开赛。",
    "tournament.state.round": "第 {round} 轮进行中。",
    "tournament.state.round_of": "第 {round} 轮进行中（共 {rounds} 轮）。",
    "tournament.state.over": "锦标赛已结束。冠军：{champion}",
    "tournament.state.cancelled": "这场锦标赛已取消。",
    "tournament.players": {"other": "参赛者（{count} 人）"},
    "tournament.more": {"other": "……还有 {count} 条"},
    "tournament.standings": "排名",
    "tournament.hint": (
        "每桌最后一名得 0 分，名次每高一位多得 2 分（Board Game Arena 的计分方式）；轮空按获胜计分。"
        "同分时，对手总分高者排名在前。"
    ),
    "tournament.standing.swiss": {"other": "{rank}. {player}：{count} 分（对手分：{opposition}）"},
    "tournament.standing.champion": "{rank}. {player}：冠军",
    "tournament.standing.in": "{rank}. {player}：仍在比赛中",
    "tournament.standing.out": "{rank}. {player}：第 {round} 轮出局",
    "tournament.standing.dropped": "（已退赛）",
    "tournament.joined": "{user} 报名参加了锦标赛。",
    "tournament.left": "{user} 退出了锦标赛。",
    "tournament.started": "{user} 宣布锦标赛开赛：第 1 轮各桌正在开局。",
    "tournament.cancelled": "{user} 取消了锦标赛。",
    "tournament.thread_name": "{game}锦标赛（编号 {number}）· 第 {round} 轮第 {table} 桌",
    "tournament.table_headline": "{game}锦标赛（{channel}）：第 {round} 轮，第 {table} 桌。",
    "tournament.round_title": "**{game}锦标赛：第 {round} 轮**",
    "tournament.table_line": "第 {table} 桌：{players} → {thread}",
    "tournament.bye_line": {"other": "本轮轮空（得 {count} 分）：{players}"},
    "tournament.dropped": {
        "other": "{count} 名玩家已退赛：{players}。他们第 {round} 轮的对局由机器人托管打完。",
    },
    "tournament.over_title": "**{game}锦标赛结束了！**",
    "tournament.champion": "冠军：{player}。恭喜！",
    "tournament.standings_title": "{game}锦标赛排名（第 {round} 轮）：",
    "tournament.standings_none": "{game}锦标赛尚未开始，暂时没有排名。",
    "tournament.picture.place": "名次",
    "tournament.picture.player": "玩家",
    "tournament.picture.points": "得分",
    "tournament.picture.tiebreak": "对手分",
    "tournament.picture.round": "第 {round} 轮",
    "error.tournament_none": "本频道没有锦标赛。请用 `/锦标赛 创建` 创建一场。",
    "error.tournament_unknown": "这场锦标赛已不存在。",
    "error.tournament_busy": "本频道已有一场报名中或进行中的锦标赛。请先取消它，或者换个频道。",
    "error.tournament_format": "锦标赛的赛制为 `swiss`（瑞士制）或 `elimination`（淘汰赛）。",
    "error.tournament_table_size": "{game}每桌不能坐 {size} 人：请选择 {min} 到 {max} 人。",
    "error.tournament_text_channel": "请在文字频道中创建锦标赛：各桌对局在该频道的子区里进行。",
    "error.tournament_threads": (
        "锦标赛的各桌在子区里进行，而我在 {channel} 缺少{permissions}权限。"
        "拥有**管理频道**权限的成员可以在该频道授予我，然后再试一次。"
    ),
    "error.tournament_joined": "你已经报名了这场锦标赛。",
    "error.tournament_full": {"other": "这场锦标赛已满员（{count} 人）。"},
    "error.tournament_not_in": "你没有报名这场锦标赛。",
    "error.tournament_host_leave": "主办人不能退出锦标赛。如果比赛不办了，请取消它。",
    "error.tournament_started": "这场锦标赛已经开始：现在不能再报名或退出。",
    "error.tournament_over": "这场锦标赛已经结束。",
    "error.tournament_host_only": "只有主办人（{host}）可以开始锦标赛。",
    "error.tournament_cancel_not_allowed": "只有主办人或有“管理频道”权限的成员可以取消锦标赛。",
    "error.tournament_too_few": {"other": "锦标赛至少需要 {min} 人，目前只有 {count} 人。请等待更多人报名。"},
    "button.join": "加入",
    "button.leave": "离开",
    "button.start": "开始",
    "button.cancel": "取消",
    "button.turn": "开始行动",
    "button.hand": "我的手牌",
    "button.turn.four_color_cards": "我的手牌／吃碰",
    "button.turn.troyes_dice": "选骰子",
    "button.hand.troyes_dice": "我的计分纸",
    # Threads: a thread per game
    "permission.create_public_threads": "创建公开子区",
    "name.settings.threads": "子区",
    "name.settings.threads.mode": "模式",
    "settings.cmd.threads": "每局游戏在自己的子区里进行，还是在开局的频道里进行",
    "settings.cmd.threads.mode": "开：每局一个子区，频道里留一条摘要；关：游戏在频道里进行",
    "choice.threads.on": "开：每局一个子区",
    "choice.threads.off": "关：在频道里进行",
    "settings.threads.on": "每局游戏在自己的子区里进行",
    "settings.threads.off": "每局游戏在开局的频道里进行",
    "settings.threads_set": "本服务器的子区设置：{mode}。从下一局起生效。",
    "settings.show.threads": "子区：{mode}",
    "settings.unknown_threads": "请选择“开”或“关”。",
    "thread.name": "{game}（编号 {number}）：{players}",
    "thread.name_separator": "、",  # between the players of a thread's name (short: no "and")
    "thread.summary": "对局在子区 {thread} 里进行。\n{turn}",
    "thread.summary_over": "子区 {thread} 里的对局已结束。\n{standings}",
    "thread.summary_cancelled": "子区 {thread} 里的对局已取消。",
    "thread.rematch_opened": "{host} 在 {channel} 开了再来一局的房间：{link}",
    "thread.refused": (
        "这局游戏就在这里进行：没有{permissions}权限，我无法在 {channel} 创建子区。服务器管理员可以授予这些权限，"
        "或用 `/设置 子区` 让游戏留在频道里。"
    ),
    # Game messages
    "game.started": "{game}开始了！座位顺序：{players}。",
    "game.played": "{said}（`{move}`）。",
    "game.played_label": "{user}：{words}",
    "game.chose": "{user} 已秘密做出选择。",
    "game.all_in": "所有人都已做出选择。",
    "game.all_answered": "所有人都已回应。",
    "game.next": "轮到 {users} 行动。",
    "list.separator": "、",
    "list.clauses": "；",
    "list.clauses_last": "；",
    "game.waiting_for": "正在等待：{users}",
    "game.may_answer": "{users} 可以用下方按钮私下回应。",
    "game.over": "游戏结束！{standings}",
    "game.over_because": "游戏结束：{why}\n{standings}",
    "game.over.resignations": "有玩家认输，剩下的玩家不够，无法继续。",
    "game.place": "第 {place} 名：{user}（{score}）",
    "game.place_resigned": "第 {place} 名：{user}（{score}，已认输）",
    "game.place_tied": "并列第 {place} 名：{user}（{score}）",
    "game.score.copenhagen": "{count} 分",
    "game.score.troyes_dice": "{count} 分",
    "game.score.four_color_cards": "{count} 个筹码",
    "game.cancelled": "{user} 取消了本频道的{game}游戏。",
    "game.status_title": "{game} · {moment}",
    "game.status_title_plain": "{game}",
    "game.move_accepted": "收到：“{move}”。",
    "game.answer_recorded": "你的回应“{move}”已记录。正在等待其他玩家。",
    "panel.title": "你的选项",
    "hand.not_awaited": "现在没有需要你决定的事；这是你的手牌。",
    "panel.pick": "选择一个行动…",
    "panel.count": {"other": "{count} 个行动"},
    "panel.narrowed": "你的选项：`{prefix} …`",
    "panel.narrowed_words": "你的选项\n**{words}**（`{prefix} …`）",
    "hand.title": "仅你可见",
    # Copenhagen's panel (bot/ui/panels/copenhagen.py)
    "panel.copenhagen.decision.take_or_build": (
        "轮到你了：从港口拿一张牌（第二张要从它旁边的位置拿），或点**建造…**选择板块，看看能放在哪里。"
    ),
    "panel.copenhagen.decision.take_or_build.take_only": (
        "轮到你了：从港口拿一张牌（第二张要从它旁边的位置拿）。你手上的牌还不够建造任何板块。"
    ),
    "panel.copenhagen.decision.second_card": "拿你的第二张牌。",
    "panel.copenhagen.decision.discard": "你的手牌超过 7 张：弃掉一张。",
    "panel.copenhagen.decision.after_take": "用“额外卡牌”再拿一张、使用“双重行动”，或结束回合。",
    "panel.copenhagen.decision.after_take.additional_card": "用“额外卡牌”再拿一张，或结束回合。",
    "panel.copenhagen.decision.after_take.both_actions": "使用“双重行动”现在建造一块板块，或结束回合。",
    "panel.copenhagen.decision.both_actions_build": "双重行动：点**建造…**现在建造一块板块，或结束回合。",
    "panel.copenhagen.decision.payment": "选择如何支付立面上以虚线标出的板块，或取消并另选位置。",
    "panel.copenhagen.decision.coat_of_arms": (
        "纹章：放一块白色窗户板块、拿一个你还没有的能力，或把用过的能力全部翻回正面。"
    ),
    "panel.copenhagen.build": "建造…",
    "panel.copenhagen.build_steps": "分步建造：板块、朝向、位置…",
    "panel.copenhagen.tile_turned": "{tile}，{turn}",
    "panel.copenhagen.step_cost": {"=0": "{step}，免费", "other": "{step}，花费 {count} 张牌"},
    "panel.copenhagen.step_cost_from": {"=0": "{step}，部分位置免费", "other": "{step}，最少花费 {count} 张牌"},
    "panel.copenhagen.turn.r0": "不旋转",
    "panel.copenhagen.turn.r90": "顺时针旋转 90°",
    "panel.copenhagen.turn.r180": "旋转 180°",
    "panel.copenhagen.turn.r270": "逆时针旋转 90°",
    "panel.copenhagen.turn.m0": "镜像",
    "panel.copenhagen.turn.m90": "镜像后顺时针旋转 90°",
    "panel.copenhagen.turn.m180": "镜像后旋转 180°",
    "panel.copenhagen.turn.m270": "镜像后逆时针旋转 90°",
    "panel.copenhagen.tiles": "选择一块板块。这里只列出你能在立面某处付得起的板块。",
    "panel.copenhagen.pick_tile": "选择板块…",
    "panel.copenhagen.pick_position": "选择位置…",
    "panel.copenhagen.tile": "{colour} {size} 格板块",
    "panel.copenhagen.positions": {"other": "{count} 个位置"},
    "panel.copenhagen.row": "第 {row} 行…",
    "panel.copenhagen.preview": "预览：{label}。\n可以旋转、镜像或换个位置；点**确认**就建在这里。",
    "panel.copenhagen.rotate": "旋转 ↻",
    "panel.copenhagen.mirror": "镜像 ⇆",
    "panel.copenhagen.confirm": "确认",
    "panel.copenhagen.back": "返回",
    "panel.copenhagen.colour.red": "红色",
    "panel.copenhagen.colour.yellow": "黄色",
    "panel.copenhagen.colour.green": "绿色",
    "panel.copenhagen.colour.blue": "蓝色",
    "panel.copenhagen.colour.purple": "紫色",
    "panel.copenhagen.no_builds": "你现在付得起的板块都放不进立面，改为拿牌吧。",
    "panel.copenhagen.no_position": "这个位置现在不能放了。点“建造…”重新选择。",
    # Troyes Dice's panel: choose your die in steps, see what it gives, confirm.
    "panel.troyes_dice.die_step": "**第 {day} 天{half}：选择你的骰子。**大家秘密选择，所有选择会同时公开。",
    "panel.troyes_dice.morning": "上午",
    "panel.troyes_dice.afternoon": "下午",
    "panel.troyes_dice.you_have": "你有 {amounts}。",
    "panel.troyes_dice.you_have_nothing": "你没有任何资源。",
    "panel.troyes_dice.black_die": "{slot} 号骰（黑色 {value}）是黑骰：谁都不能拿。",
    "panel.troyes_dice.unaffordable": "{slot} 号骰（{colour} {value}）你付不起（价格：{price}）。",
    "panel.troyes_dice.any_resource": "任选 1 个资源",
    "panel.troyes_dice.pick_die": "选择骰子…",
    "panel.troyes_dice.die_option": "{slot} 号骰 · {colour} {value} · {price}",
    "panel.troyes_dice.die_hint": "获得 {amount}，或在{colour}区第 {value} 列建造",
    "panel.troyes_dice.free": "免费",
    "panel.troyes_dice.pay": "支付 {amounts}",
    "panel.troyes_dice.adjust_step": (
        "**{slot} 号骰（{colour} {value}），{price}。**使用前要修改吗？换颜色需 {knowledge} 点知识，点数每变 1 需 "
        "{influence} 点影响力（点数不能从 6 绕回 1）。修改只对你自己有效。"
    ),
    "panel.troyes_dice.pick_adjustment": "保留骰子或修改…",
    "panel.troyes_dice.keep": "保留{colour} {value} · 免费",
    "panel.troyes_dice.change": "改为{colour} {value} · {cost}",
    "panel.troyes_dice.action_step": "**{slot} 号骰当作{colour} {value} 使用。**你要用它做什么？",
    "panel.troyes_dice.cannot_change": "你付不起修改这颗骰子的费用。",
    "panel.troyes_dice.pick_action": "选择行动…",
    "panel.troyes_dice.take": "获得 {amount}",
    "panel.troyes_dice.build": "在第 {number} 列建造{building}",
    "panel.troyes_dice.you_will": "**你将：**{plan}。",
    "panel.troyes_dice.plan_die": "拿 {slot} 号骰（{colour} {value}），{price}",
    "panel.troyes_dice.paying": "支付 {amounts}",
    "panel.troyes_dice.plan_change": "花 {cost}把它改成{colour} {value}",
    "panel.troyes_dice.plan_take": "获得 {amount}",
    "panel.troyes_dice.plan_build": "在第 {number} 列建造{building}",
    "panel.troyes_dice.plan_supplies": "不拿骰子，改为获得 {amounts}，且不执行行动",
    "panel.troyes_dice.supplies": ("你没有任何资源，而黑骰占了免费的位置，所以本轮你不拿骰子，改为每种资源各得 1 个。"),
    "panel.troyes_dice.you_gain": "你获得：{gains}。",
    "panel.troyes_dice.confirm": "确认",
    "panel.troyes_dice.back": "返回",
    "panel.troyes_dice.gain_resource": "+{amount}",
    "panel.troyes_dice.gain_citizen": "+1 {colour}市民",
    "panel.troyes_dice.gain_citizens": {"other": "+{count} {colour}市民"},
    "panel.troyes_dice.gain_diamond": "完成一个菱形",
    "panel.troyes_dice.gain_work_bonus": "可额外建造一座工作建筑",
    "panel.troyes_dice.gain_prestige_bonus": "可额外建造一座{colours}声望建筑",
    "panel.troyes_dice.gain_cathedral": "终局时你的每座{row}各得 {multiplier} 分",
    "panel.troyes_dice.gain_protection": "第 {number} 列不会再被黑骰摧毁",
    "panel.troyes_dice.gain_nothing": "没有即时收益",
    "panel.troyes_dice.either": "{first}或{second}",
    "panel.troyes_dice.next_roll": "本轮已结算；新的掷骰结果见局面。",
    "panel.troyes_dice.confirm_note": (
        "点“确认”提交你的选择，其他人只会看到你已做出选择。在所有人选好之前，你仍可以用“{undo}”按钮或 `/悔棋` 收回。"
    ),
    "panel.troyes_dice.chosen_undo": (
        "你已经选好了（`{move}`）。想改选的话，请在所有人选好之前，先用“{undo}”按钮或 `/悔棋` 收回。"
    ),
    "panel.troyes_dice.revealed": "{user}：{choice}。",
    "panel.troyes_dice.colour.red": "红色",
    "panel.troyes_dice.colour.yellow": "黄色",
    "panel.troyes_dice.colour.white": "白色",
    "panel.troyes_dice.resource.influence": {"other": "{count} 点影响力"},
    "panel.troyes_dice.resource.deniers": {"other": "{count} 枚金币"},
    "panel.troyes_dice.resource.knowledge": {"other": "{count} 点知识"},
    "panel.troyes_dice.building.red.prestige": "要塞",
    "panel.troyes_dice.building.red.work": "伯爵府",
    "panel.troyes_dice.building.yellow.prestige": "行会",
    "panel.troyes_dice.building.yellow.work": "市政厅",
    "panel.troyes_dice.building.white.prestige": "大教堂",
    "panel.troyes_dice.building.white.work": "主教府",
    "panel.troyes_dice.row.red_prestige": "要塞",
    "panel.troyes_dice.row.red_work": "伯爵府",
    "panel.troyes_dice.row.yellow_prestige": "行会",
    "panel.troyes_dice.row.yellow_work": "市政厅",
    "panel.troyes_dice.row.white_prestige": "大教堂",
    "panel.troyes_dice.row.white_work": "主教府",
    "rules.unavailable": "{game}的规则摘要还没写好。",
    # Undo: /undo takes back the player's last move (bot/take_backs.py, bot/cogs/undo.py, games/take_back.py).
    "name.undo": "悔棋",
    "cmd.undo": "收回你的上一步：前提是它没有揭示隐藏信息，且之后没有人行动过",
    "undo.done": "你的行动 `{move}` 已收回。准备好了再重新行动。",
    "undo.announced": "↩️ {user} 收回了上一步。",
    "undo.history": "{number}. {player}：收回了一步",
    "undo.nothing": "你在这局游戏中没有可以收回的行动。",
    "undo.played_since": "{player} 在你之后已经行动，所以你的行动不能收回。",
    "undo.game_over": "游戏已经结束：所有行动都已确定。",
    "undo.not_offered": "这个游戏不能收回行动。",
    "undo.button": "悔棋",
    "undo.by_bot": "你的上一步是超时后由机器人代为行动的，不能收回。",
    "undo.not_last": "这已经不是你的上一步了（已经收回过，或者你之后又行动了）。",
    # Refusals (ephemeral, one or two sentences: what is wrong, what to do)
    "error.unknown_game": "没有叫 `{game}` 的游戏。请从 `/游戏 创建` 的列表里选一个。",
    "error.game_unavailable": "本机器人目前无法使用{game}。",
    "error.channel_has_game": "本频道已有一局正在进行的游戏。请先结束或取消它，或者换个频道。",
    "error.channel_has_lobby": "本频道已有一个开放的房间。请直接加入，或请房主取消它。",
    "error.no_lobby": "这里没有开放的房间。用 `/游戏 创建` 开一个吧。",
    "error.lobby_closed": "这个房间已关闭。用 `/游戏 创建` 开个新的吧。",
    "error.game_already_started": "这里的游戏已经开始了；你可以观战，或到其他频道开房间。",
    "error.already_joined": "你已经在这个房间里了。",
    "error.lobby_full": "房间已满（{max} 名玩家）。请等下一局。",
    "error.lobby_full_ai": "房间已满（{max} 名玩家），没有空位再加 AI 玩家了。可以直接开始游戏，或先空出一个座位。",
    "error.not_in_lobby": "你不在这个房间里。",
    "error.host_cannot_leave": "房主不能离开；如需离开，请取消房间。",
    "error.host_only_start": "只有房主（{host}）可以开始游戏。",
    "error.player_count": (
        "{game}需要 {min} 到 {max} 名玩家；房间里现在有 {count} 人。可以用 `/游戏 添加ai` 让 AI 玩家补位。"
    ),
    "error.cancel_not_allowed": "只有房主或有“管理频道”权限的成员可以取消。",
    "error.no_game": "本频道没有正在进行的游戏。用 `/游戏 创建` 开一局吧。",
    "error.thread_game_over": (
        "这个子区里的游戏已经结束。想再来一局，请在最终局面下点“{rematch}”；用 `/游戏 记录` 可以查看这局的全部行动。"
    ),
    "error.no_game_threads": "本频道的游戏各在自己的子区里进行：{threads}。请到对应的子区里使用这个命令。",
    "error.not_a_player": "你没有参加这局游戏，但可以观战。",
    "error.not_your_turn": "还没轮到你。轮到你时会 @ 你。",
    "error.already_decided": "你已经做出选择，在所有人选完之前都会保密。正在等待其他人。",
    "error.already_decided_undo": (
        "你已经做出选择，在所有人选完之前都会保密。想改的话，趁其他人还在选，用 `/悔棋` 收回。"
    ),
    "error.stale": "局面已经更新了，请改用最新的局面消息。",
    "error.already_played": "你这一步已经走过了（`{move}`），这个面板不能再用了。",
    "error.already_played_next": "你这一步已经走过了（`{move}`）；下一步请在最新的局面消息里操作。",
    "error.game_over": "这局游戏已经结束。用 `/游戏 创建` 开新的一局吧。",
    "error.game_cancelled": "这局游戏已被取消。用 `/游戏 创建` 开新的一局吧。",
    "error.game_unknown": "这个按钮已经失效了，请改用最新局面消息上的按钮。",
    "error.bad_option": "`{option}` 的值不在选项列表里。请重新输入命令，从列表里选一个。",
    "error.empty_move": "请输入一个行动，或从建议中选择。",
    "error.move_too_long": "这个行动太长了（最多 {max} 个字符）。请从建议中选择。",
    "error.no_guild": "游戏要在服务器频道里玩，不能在私信中进行。",
    "error.internal": "我们这边出了点问题，什么都没改动，请再试一次。",
    # Pace: reminders, time limits, automatic seats (commands, public notices, refusals)
    "pace.cmd": "本频道游戏的节奏：提醒、时限、自动托管",
    "pace.cmd.set": "修改本频道房间或游戏的节奏（限房主）",
    "pace.cmd.set.pace": "实时：几分钟内做决定；回合制：几小时或几天内做决定",
    "pace.cmd.set.reminder": "等待多久后提醒玩家，例如 3m、12h 或 off",
    "pace.cmd.set.time_limit": "超过这个时长，机器人代为执行一步稳妥的行动，例如 10m、48h 或 off",
    "pace.cmd.set.auto_after": "连续超时几次后由机器人托管该座位，直到玩家回来（0：从不）",
    "pace.cmd.show": "查看本频道房间或游戏的节奏",
    "pace.cmd.defaults": "设置本服务器新房间的默认节奏（需“管理服务器”权限）",
    "pace.cmd.defaults.make_default": "把这个节奏设为新房间的默认值",
    "pace.cmd.mute": "关闭或重新开启本频道游戏对你的提醒",
    "pace.cmd.back": "结束机器人托管，收回你的座位",
    "pace.live": "实时",
    "pace.async": "回合制",
    "pace.summary": "节奏：**{pace}**。提醒：{reminder}。时限：{limit}。连续超时 {auto} 次后由机器人托管。",
    "pace.summary_never_auto": "节奏：**{pace}**。提醒：{reminder}。时限：{limit}。从不自动托管。",
    "pace.show.muted": "已关闭提醒：{users}",
    "pace.show.automatic": "机器人托管中：{users}",
    "pace.show.resigned": "已认输：{users}",
    "pace.show.defaults": "这里没有房间或游戏；本服务器新房间的默认设置：",
    "pace.changed": "{user} 修改了节奏。",
    "pace.defaults_saved": "已保存。{summary}\n本服务器的新房间默认为**{default}**。",
    "pace.off": "关闭",
    "pace.muted": "你在这局游戏中的提醒已关闭。再次使用 `/节奏 免打扰` 可重新开启。",
    "pace.unmuted": "你在这局游戏中的提醒已重新开启。",
    "pace.back": "{user} 回来了，机器人不再托管其座位。",
    "pace.reminder.first": "⏰ {game}正在等 {users} 行动。",
    "pace.reminder.second": "⏰ 第二次提醒：{game}的牌桌还在等 {users} 行动。",
    "pace.reminder.later": "⏰ 大家已经等了很久，{users} 请现在行动：时限一到，机器人就会代为行动。",
    "pace.timeout.public": "⌛ {user} 超时了，由机器人代为行动：",
    "pace.timeout.secret": "⌛ {user} 超时了，机器人代为做出了选择。",
    "pace.timeout.hidden": "⌛ 吃碰胡的时间到了，机器人替所有还没回应的玩家做了回应。",
    "pace.now_automatic": {
        "other": "{user} 已连续超时 {count} 次：机器人将托管其座位，直到本人再次行动或使用 `/游戏 取消托管`。",
    },
    "pace.automatic.public": "🤖 机器人替 {user} 行动（自动托管）：",
    "pace.automatic.secret": "🤖 机器人替 {user} 做出了选择（自动托管）。",
    "pace.resigned.public": "🤖 机器人替已认输的 {user} 行动：",
    "pace.resigned.secret": "🤖 机器人替已认输的 {user} 做出了选择。",
    "pace.lobby_field": "节奏",
    "pace.lobby_line": "{pace} · 提醒：{reminder} · 时限：{limit} · 可用 `/节奏 修改` 调整",
    "pace.nothing_to_change": "请至少填写一项要修改的设置：节奏、提醒、时限或超时托管。",
    "pace.host_only": "只有房主（{host}）或有“管理频道”权限的成员可以修改节奏。",
    "pace.manage_server_only": "只有拥有“管理服务器”权限的成员可以修改本服务器的默认设置。",
    "pace.bad_pace": "`{value}` 不是有效的节奏。请选择“实时”或“回合制”。",
    "pace.bad_duration": "`{value}` 不是有效的时长。请写成 `10m`、`2h`、`1h30m`、`2d` 或 `off` 这样的格式。",
    "pace.bad_reminder": "提醒时间可以设为 {min} 到 {max}，或 `off`。",
    "pace.bad_time_limit": "时限可以设为 {min} 到 {max}，或 `off`。",
    "pace.bad_auto_after": "超时几次后自动托管：填 0（从不）到 {max} 之间的数字。",
    "pace.reminder_after_limit": "提醒（{reminder}）必须早于时限（{limit}）。请缩短提醒时间或延长时限。",
    "pace.back_not_automatic": "机器人没有托管你的座位，无需收回。",
    # Pace: hours, vacation, notices (playing hours, /pace me, /pace away, turn messages; bot/pace/hours.py,
    # bot/pace/players.py). <t:…:f> is Discord's timestamp: each reader sees it in their own time zone.
    "name.pace.set.hours": "时段",
    "name.pace.set.timezone": "时区",
    "name.pace.me": "我的",
    "name.pace.me.quiet_hours": "免打扰时段",
    "name.pace.me.timezone": "时区",
    "name.pace.me.turn_dm": "私信通知",
    "name.pace.away": "请假",
    "name.pace.away.days": "天数",
    "name.game.new.hours": "时段",
    "name.game.new.timezone": "时区",
    "pace.cmd.set.hours": "游戏时段：时段外不提醒、不计时，例如 08:00-23:00、8-23 或 off",
    "pace.cmd.set.timezone": "游戏时段所用的时区，例如 Asia/Shanghai（默认为你自己的时区，否则为 UTC）",
    "pace.cmd.me": "你的免打扰时段、时区和轮到你时的私信，在所有服务器通用",
    "pace.cmd.me.quiet_hours": "这段时间不提醒你、不为你计时，例如 23:00-07:00 或 off（每天最多 12 小时）",
    "pace.cmd.me.timezone": "你的时区，例如 Asia/Shanghai",
    "pace.cmd.me.turn_dm": "对局等你行动时给你发私信",
    "pace.cmd.away": "请假：你所有对局的计时都会暂停（填 0 天表示你回来了）",
    "pace.cmd.away.days": "请假天数，1 到 14；回来时填 0",
    "hours.table": "游戏时段：{hours}（{zone}）；时段外不提醒，也不计时。",
    "hours.me.title": "你的节奏（在所有服务器通用）：",
    "hours.me.zone": "时区：**{zone}**",
    "hours.me.quiet": "免打扰时段：**{quiet}**（这段时间不提醒你，也不为你计时）",
    "hours.me.no_quiet": "免打扰时段：无",
    "hours.me.dm_on": "轮到你时的私信：开（对局等你行动时发私信给你）",
    "hours.me.dm_off": "轮到你时的私信：关",
    "hours.me.away": "请假至 <t:{until}:f>",
    "hours.away": "🏖️ {user} 请假至 <t:{until}:f>（<t:{until}:R>）：其所有对局的计时都已暂停。",
    "hours.back": "{user} 回来了：其对局恢复计时。",
    "hours.bad_window": "`{value}` 不是有效的时段。请写成 `08:00-23:00`、`8-23` 或 `off`。",
    "hours.bad_timezone": "我不认识时区 `{value}`。请从列表中选择，例如 `Asia/Shanghai`。",
    "hours.table_too_short": "游戏时段每天至少要有 {hours} 小时，对局才能进行下去。",
    "hours.quiet_too_long": "免打扰时段每天最多 {hours} 小时，你的对局才能进行下去。",
    "hours.bad_vacation": "请假时长为 1 到 {max} 天。",
    "hours.already_away": "你已请假至 <t:{until}:f>。回来时请用 `/节奏 请假` 并填 0 天。",
    "hours.vacation_rest": "你最早可从 <t:{when}:f> 起再次请假：销假后要等上次请假那么长的时间，最多一周。",
    "hours.not_away": "你现在没有请假，无需销假。",
    "hours.turn_dm": "🎲 {channel} 的{game}对局轮到你了：{link}",
    "hours.turn_dm_no_link": "🎲 {channel} 的{game}对局轮到你了。",
    "hours.show.away": "请假中（计时暂停）：{users}",
    # Pace: you are next (/pace me's next_dm, the direct message to the player who plays after the current turn;
    # Game.next_up, bot/pace/timers.py). {players}: who plays now, as mentions.
    "name.pace.me.next_dm": "即将轮到提醒",
    "pace.cmd.me.next_dm": "下一个就轮到你时私信提醒你，方便提前准备",
    "next.me_on": "你是下一位时的私信：开（当前回合之后就轮到你时发私信给你）",
    "next.me_off": "你是下一位时的私信：关",
    "next.dm": "⏭️ {channel} 的{game}对局下一个就轮到你了，现在是 {players} 在行动：{link}",
    "next.dm_no_link": "⏭️ {channel} 的{game}对局下一个就轮到你了，现在是 {players} 在行动。",
    # Resigning
    "resign.cmd": "在本频道的游戏中认输：机器人托管你的座位，你排在最后",
    "resign.confirm": "确定要在这局{game}中认输吗？机器人会托管你的座位直到终局，你将排在最后。认输后就不能反悔了。",
    "resign.button": "认输",
    "resign.done": "你已认输。",
    "resign.announce": "🏳️ {user} 认输了，将排在最后。从现在起由机器人托管该座位。",
    "resign.ended": "🏳️ {user} 认输了。游戏结束！\n{standings}",
    "resign.place": "第 {place} 名：{user}",
    "resign.place_resigned": "第 {place} 名：{user}（已认输）",
    "resign.already": "你已经在这局游戏中认输了。",
    "resign.no_moves": "你已在这局游戏中认输，不能再行动了。机器人正在托管你的座位。",
    # Four Color Cards: card words, the private panel's options and the round results.
    "fcc.colour.r": "红",
    "fcc.colour.y": "黄",
    "fcc.colour.g": "绿",
    "fcc.colour.w": "白",
    "fcc.rank.g": "将",
    "fcc.rank.a": "士",
    "fcc.rank.e": "象",
    "fcc.rank.c": "车",
    "fcc.rank.h": "马",
    "fcc.rank.p": "包",
    "fcc.rank.s": "卒",
    "fcc.card": "{colour}{rank}（{glyph}）",
    "fcc.cards.many": "{count} 张{card}",
    "fcc.cards.counted": "{card} ×{count}",
    "fcc.meld.command": "{colour}{glyphs}",
    "fcc.meld.field": "{colour}{glyphs}",
    "fcc.meld.colour_joiner": "",
    "fcc.meld.soldiers": "{colours}卒（{glyphs}）",
    "fcc.meld.general": "单将（{card}）",
    "fcc.meld.generals": "{count} 张单将（{glyphs}）",
    "fcc.meld.pair": "一对{card}",
    "fcc.meld.triple": "三张{card}",
    "fcc.meld.quad": "四张{card}（杠）",
    "fcc.meld.general_quad": "四张{card}（杠）",
    "fcc.meld.scored": "{meld}算 {count} 胡",
    "fcc.meld.scored_winning": "{meld}算 {count} 胡（含所胡的牌，按明牌计分）",
    "fcc.said.discard": "{user} 打出{card}",
    "fcc.said.opening_hu": "{user} 用起手牌胡了",
    "fcc.window.dead_one": "没人要{card}，成了废牌。",
    "fcc.window.dead": "没人要{cards}，这 {count} 张都成了废牌。",
    "fcc.window.turned": "{user} 从牌库翻出{card}。",
    "fcc.claim.triple": "{user} 碰了{card}，亮出手里的两张。",
    "fcc.claim.quad": "{user} 杠了{card}，亮出手里的三张。",
    "fcc.claim.general_quad": "{user} 杠了{card}，亮出手里的三张，组成四将。",
    "fcc.claim.pair": "{user} 吃了{card}，和手里同样的一张组成对子。",
    "fcc.claim.general": "{user} 收下{card}，作为单将。",
    "fcc.claim.command": "{user} 吃了{card}，亮出手里的{hand}，组成{meld}。",
    "fcc.claim.field": "{user} 吃了{card}，亮出手里的{hand}，组成{meld}。",
    "fcc.claim.soldiers3": "{user} 吃了{card}，亮出手里的{hand}，组成{meld}。",
    "fcc.claim.soldiers4": "{user} 吃了{card}，亮出手里的{hand}，组成{meld}。",
    "fcc.result.round": "【第 {round}/{rounds} 局】",
    "fcc.result.draw": "牌库翻完了，流局，谁都不用付筹码。",
    "fcc.result.hu": "{user} 胡了 {source}的{card}。",
    "fcc.result.from_discard": "{user} 打出",
    "fcc.result.from_draw": "{user} 从牌库翻出",
    "fcc.result.from_own_draw": "自己从牌库翻出",
    "fcc.result.opening_hu": "{user} 用起手牌胡了。",
    "fcc.result.exhausted_hand": "{user} 吃碰后手里只剩将帅，无牌可打，本局到此结束，按其手牌结算。",
    "fcc.result.table_melds": "明牌：{melds}。",
    "fcc.result.hand_melds": "手牌：{melds}。",
    "fcc.result.points": "组合共 {count} 胡。",
    "fcc.result.points_bonus": "组合共 {count} 胡；点花是{card}，花胡 +{bonus}，合计 {points} 胡。",
    "fcc.result.points_bonus_nothing": "组合共 {count} 胡；点花是{card}，没有花胡。",
    "fcc.result.points_empty_stock": "组合共 {count} 胡；牌库已空，没有点花。",
    "fcc.result.paid": "{others} 付给 {user} {chips}。",
    "fcc.result.paid_each": "{others} 各付给 {user} {chips}。",
    "fcc.result.penalty": "不够 {threshold} 胡：{user} 要赔给 {others} {chips}。",
    "fcc.result.penalty_each": "不够 {threshold} 胡：{user} 要赔给 {others} 每人 {chips}。",
    "fcc.chips": "{count} 个筹码",
    "fcc.result.seat_chips": "{user} {chips}",
    "fcc.result.then": "{first}{then}",
    "fcc.result.chips": "现有筹码：{chips}。",
    "fcc.result.next_round": "【第 {round}/{rounds} 局】开始：{user} 当庄，起手 21 张牌先出。",
    "fcc.end.rounds": "最后一局已打完，筹码最多的玩家获胜。",
    "panel.four_color_cards.your_discard": "轮到你了：打出一张牌（将帅永远不能打出）。",
    "panel.four_color_cards.in_play": "当前的牌：{card}，{source}。吃碰胡还是过？",
    "panel.four_color_cards.from_discard": "由 {user} 打出",
    "panel.four_color_cards.from_draw": "由 {user} 从牌库翻出",
    "panel.four_color_cards.from_own_draw": "是你自己从牌库翻出的",
    "panel.four_color_cards.no_pass_general": "你翻出了将帅：必须拿下它，不能过。",
    "panel.four_color_cards.no_pass": "按本桌规则，这张牌你不能过。",
    "panel.four_color_cards.discard_card": "打出{card}",
    "panel.four_color_cards.pass": "过",
    "panel.four_color_cards.hu": "胡牌",
    "panel.four_color_cards.general": "单将：单独拿下",
    "panel.four_color_cards.kong": "杠：{cards}",
    "panel.four_color_cards.pong": "碰：{cards}",
    "panel.four_color_cards.pair": "对子：{cards}",
    "panel.four_color_cards.command": "将士象：{cards}",
    "panel.four_color_cards.field": "车马包：{cards}",
    "panel.four_color_cards.soldiers": "卒组合：{cards}",
    # Public posts (bot.publisher)
    "post.recorded": "行动已记录，但 Discord 未能显示回复。可用 `/游戏 状态` 查看局面。",
    "post.ping": "轮到 {users} 行动。局面：{link}",
    # Channel permissions the bot lacks (bot.permissions): names as Discord shows them
    "permission.view_channel": "查看频道",
    "permission.send_messages": "发送消息",
    "permission.send_messages_in_threads": "在子区中发送消息",
    "permission.embed_links": "嵌入链接",
    "permission.attach_files": "附加文件",
    "permission.named": "**{name}**",
    "post.refused": (
        "我无法在 {channel} 发帖：我在那里缺少{permissions}权限。游戏照常进行，什么也不会丢失："
        "只要拥有**管理频道**或**管理身份组**权限的成员在该频道的权限设置中授予我，我就会发布最新局面。"
    ),
    "post.refused_unknown": (
        "Discord 因缺少权限拒绝了我在 {channel} 的发帖。我在那里需要{permissions}权限。"
        "游戏照常进行，什么也不会丢失："
        "只要拥有**管理频道**或**管理身份组**权限的成员在该频道的权限设置中补上所缺的权限，我就会发布最新局面。"
    ),
    "error.cannot_host": (
        "我无法在 {channel} 主持游戏：我在那里缺少{permissions}权限，局面无法发布。"
        "拥有**管理频道**或**管理身份组**权限的成员可以在该频道的权限设置中授予我，之后请再试一次。"
    ),
    # /game history
    "history.cmd": "查看本频道游戏（进行中或已结束）的行动记录",
    "history.title": "{game}：目前的行动（共 {count} 步）",
    "history.line": "{number}. {player}：`{move}`",
    "history.secret": "{number}. {player}：（秘密选择）",
    "history.empty": "这局{game}还没有任何行动。",
    "history.earlier": {"other": "（更早的 {count} 步见附件。）"},
    # /game mine
    "mine.cmd": "列出你在本服务器正在进行的游戏",
    "mine.title": "你在本服务器正在进行的游戏：",
    "mine.line": "**{game}**（{channel}）：{turn} · [局面]({link})",
    "mine.your_turn": "轮到你",
    "mine.your_turn_for": "轮到你，已等待 {waited}",
    "mine.waiting": "等待 {users}",
    "mine.more": "……还有 {count} 局。",
    "mine.none": "你在本服务器没有正在进行的游戏。用 `/游戏 创建` 开一局吧。",
    # /游戏 回放、/游戏 导出、已结束游戏的 /游戏 记录
    "name.game.replay": "回放",
    "name.game.export": "导出",
    "name.game.record.game": "编号",
    "cmd.game.replay": "发布本频道最近一局已结束游戏（或指定编号的游戏）的动画回放",
    "cmd.game.export": "以 JSON 文件获取本频道最近一局已结束游戏的记录（仅你可见）",
    "cmd.game.record.game": "已结束游戏的编号（不填则为本频道最近结束的一局）",
    "cmd.game.history.game": "游戏编号（不填则为本频道进行中的游戏，否则为最近结束的一局）",
    "history.title_over": "{game}（编号 {number}）：全部行动（共 {count} 步）",
    "replay.none_finished": "本频道还没有已结束的游戏：游戏结束后才有回放和记录。",
    "replay.not_here": "本频道没有编号为 {number} 的游戏。请检查编号，或到进行那局游戏的频道里询问。",
    "replay.in_progress": "编号 {number} 的游戏还在进行中：结束后才有回放和记录。",
    "replay.cancelled": "编号 {number} 的游戏已被取消：只有已结束的游戏才有回放和记录。",
    "replay.building": {"other": "正在生成这局{game}的回放（{count} 个局面）……"},
    "replay.title": {"other": "**{game}**（编号 {number}）回放，共 {count} 个局面。玩家：{players}"},
    "replay.too_long": "这局游戏太长，无法在 {size} MiB 内做成动画。`/游戏 导出` 可获取完整记录。",
    "export.done": {
        "other": "**{game}**（编号 {number}）的对局记录：牌桌选项、随机种子、玩家、全部 {count} 步行动及其时间，"
        "以及结果。"
        "用 `python -m games.replay 文件` 可以重放这局游戏。"
    },
    # /settings
    "settings.cmd": "本服务器的游戏设置（需“管理服务器”权限）",
    "settings.cmd.board": "局面的发布方式：每回合发一条新消息，或始终更新同一条消息",
    "settings.cmd.board.mode": (
        "每回合发新消息：每回合发一条新的局面消息；更新同一条消息：只更新一条局面消息，另发简短提醒"
    ),
    "settings.cmd.show": "查看本服务器的游戏设置",
    "settings.mode.new": "每回合发一条新的局面消息",
    "settings.mode.edit": "只更新同一条局面消息，并简短提醒轮到谁",
    "settings.board_set": "本服务器的局面发布方式：{mode}。从下一个局面起生效。",
    "settings.show": "本服务器的游戏设置：\n局面：{mode}",
    "settings.not_allowed": "只有拥有“管理服务器”权限的成员可以修改本服务器的游戏设置。",
    "settings.unknown_mode": "没有这种局面模式。请从以下选项中选择：{modes}。",
    "settings.cmd.language": "本服务器的局面、房间和提醒所用的语言",
    "settings.cmd.language.language": "自动：机器人支持服务器的语言时就跟随它，否则用英语",
    "settings.choice.auto": "自动：跟随服务器语言",
    "settings.language.auto": "自动（当前：{language}）",
    "settings.language_set": (
        "本服务器的局面、房间和提醒语言：{language}。从下一条公开消息起生效；只有你能看到的回复仍使用你自己的 Discord "
        "语言。"
    ),
    "settings.show.language": "公开消息：{language}",
    "settings.unknown_language": "机器人不支持这种语言。请从以下选项中选择：{languages}。",
    # Rules summaries, one per game (shown by /rules).
    "rules.tiny_tricks": (
        "用来测试机器人的三张牌吃墩小游戏。大家先同时把一张牌传给左手边的玩家，然后打三墩；每墩最大的牌赢下这一墩。\n\n"
        "**行动**：`pass 7`（选择要传出的牌），`play 7`（打出一张牌）。"
    ),
    "rules.copenhagen": (
        "《哥本哈根》是一款 2 到 4 人的板块拼放游戏。你从港口收集各色卡牌，用它们换取板块，建造自家房屋的立面。"
        "填满的行和列可以得分。最先达到 **12 分**的玩家立即获胜。"
    ),
    "rules.copenhagen.goal.title": "你的立面",
    "rules.copenhagen.goal": (
        "你的立面是一个 5 列（从左到右为 a 到 e）× 9 行（1 是地面层，9 是顶层）的网格，要用 2 到 5 格大小的板块来填。"
        "每块板块恰好有一格是**砖块**，其余各格都是**窗户**。\n"
        "- 填满行和列即可得分。\n"
        "- 全由窗户组成的行或列得分翻倍。\n"
        "- **纹章**（位于 c3、e5、b7、d9 格，以及第 2、4、6 行旁边）可以带来额外行动。"
    ),
    "rules.copenhagen.turn.title": "你的回合",
    "rules.copenhagen.turn": (
        "第一位玩家起手 2 张牌，第二、三位 3 张，第四位 4 张。轮到你时，**二选一**：\n"
        "- **拿牌**：从港口的 7 个位置中任拿一张牌，再从紧挨着它的位置拿第二张（7 号位和 1 号位不相邻）。\n"
        "- 在立面上**建造**一块板块。\n"
        "手牌最多 **7 张**：一旦超过，立即弃掉一张。你的回合结束时，港口的空位会从牌堆补满。卡牌只看颜色；"
        "牌上印的形状只是提示。"
    ),
    "rules.copenhagen.build.title": "建造板块",
    "rules.copenhagen.build": (
        "从公共供应区剩下的板块中选一块：颜色（红、黄、绿、蓝或紫）和 2 到 5 的格数。每种颜色都有自己的形状。\n"
        "- **费用**：板块每格支付一张同色牌；如果板块与你立面上的同色板块边对边相邻，就少付一张。这个折扣自动计算。\n"
        "- 板块可以随意旋转和镜像。\n"
        "- 板块必须完全在网格内，且不能与已有板块重叠。至少要有一格位于地面层，或直接压在之前建造的格子上；"
        "其他格可以悬空。\n"
        "花掉的卡牌进入弃牌堆。"
    ),
    "rules.copenhagen.scoring.title": "计分",
    "rules.copenhagen.scoring": (
        "每放一块板块（白色板块也算），都会按你的整个立面重新计分：\n"
        "- 填满一**行**（5 格）：**1** 分，全是窗户则 **2** 分。\n"
        "- 填满一**列**（9 格）：**2** 分，全是窗户则 **4** 分。\n"
        "只要有一格砖块，这一行或列的得分就减半，所以砖块的位置要好好安排。第 2、4、6 行的计分和其他行一样。"
        "分数永远不会减少。"
    ),
    "rules.copenhagen.coats.title": "纹章与能力",
    "rules.copenhagen.coats": (
        "你的板块每盖住一个纹章格（c3、e5、b7、d9），以及每填满一个带纹章的行（第 2、4、6 行），"
        "就获得一次**纹章行动**。每次行动任选其一：\n"
        "- 免费放一块**白色窗户**板块，放在地面层或直接压在已建造的格子上（它还可能带来更多行动）；\n"
        "- 拿一个你还没有的**能力**；\n"
        "- 把你所有用过的能力翻回正面。\n"
        "每个能力用过一次后，要翻回正面才能再用：\n"
        "- **任意卡牌**（每人开局就有）：第二张牌可以从任意位置拿。\n"
        "- **额外卡牌**：从任意位置再拿第三张牌。\n"
        "- **建造折扣**：少付一张牌。\n"
        "- **颜色转换**：可以用另一种颜色的牌当作板块颜色的牌来付。\n"
        "- **双重行动**：先拿牌，再建造。"
    ),
    "rules.copenhagen.end.title": "游戏结束",
    "rules.copenhagen.end": (
        "- 一旦某块板块（白色板块也算）让你达到 **12 分**或以上，你立即获胜：这块板块带来的纹章行动不再执行，"
        "其他人也不再行动。\n"
        "- 否则，补充港口时一旦翻出**“游戏结束”卡**，游戏立即结束。这张卡混在牌堆的最后 10 张牌里；3 或 4 人游戏时，"
        "则在第二副牌堆里（第一副牌堆用完后，把弃牌堆洗匀组成）。分数最高者获胜。平分时，立面空格最少者获胜；"
        "仍然相同则共享胜利。"
    ),
    "rules.copenhagen.moves.title": "行动写法",
    "rules.copenhagen.moves": (
        "用 `/出招` 输入行动，它会提示所有合法行动。港口位置从左到右为 1 到 7。\n"
        "- `take 3`：拿 3 号位的牌（用额外卡牌时也这样写）。\n"
        "- `discard red`：手牌超过 7 张时弃掉一张红牌。\n"
        "- `build red3 r90 c2`：板块（颜色和格数）、朝向，然后是其砖块所在的格子。r0 是板块原本的朝向；r90、r180、r270 "
        "为顺时针旋转；m0 到 m270 为先镜像再旋转。\n"
        "- `pay 1red 1blue` 或 `pay 1red discount`：能力让你有多种付法时选择怎么付；`cancel` 重新选择。\n"
        "- `both`：拿牌后使用双重行动（之后即使不建造也算用过）；`end` 则直接结束回合。\n"
        "- `white c3`、`ability extra`（或 any、discount、colors、both）、`refresh`：纹章行动。"
    ),
    "rules.troyes_dice": (
        "一款 1 到 10 人的掷骰涂写（Roll & Write）游戏。在 8 天里，你挑选骰子来收集资源、在城市的三个区建造建筑、"
        "招募市民。所有人同时做选择。第 8 天结束后，得分最高者获胜。"
    ),
    "rules.troyes_dice.goal.title": "目标与计分纸",
    "rules.troyes_dice.goal": (
        "靠**市民**（每个 1 分）、**大教堂**和剩余资源得分。\n"
        "你的计分纸上有三个区，各对应一种资源：\n"
        "- **红色**：**影响力**\n"
        "- **黄色**：**金币**\n"
        "- **白色**：**知识**\n"
        "每个区有 6 个编号的列：上面一行是**声望**建筑，下面一行是**工作**建筑。每种资源开局各有 3 个。"
        "每条资源轨整局共 18 格：花掉资源不会腾出格子，超过 18 的收益作废。资源轨的第 6、12、18 "
        "格各给一个该颜色的市民。"
    ),
    "rules.troyes_dice.day.title": "一天：掷骰与价格",
    "rules.troyes_dice.day": (
        "8 天中每天都分**上午**和**下午**两轮。每轮掷 3 颗透明骰和 1 颗**黑骰**，按点数从小到大放到 4 "
        "个广场上（点数相同时黑骰在前）。透明骰取其所在广场的颜色。骰子所在的位置决定价格：\n"
        "- 1 号位：免费\n"
        "- 2 号位：1 个任选资源\n"
        "- 3 号位：1 枚金币\n"
        "- 4 号位：2 枚金币\n"
        "黑骰谁都不能拿，但它照样占一个位置。每人秘密选一颗骰子（多人可以选同一颗），然后所有选择同时公开。"
    ),
    "rules.troyes_dice.die.title": "拿骰子",
    "rules.troyes_dice.die": (
        "骰子的颜色决定资源种类或区，点数决定数量或列号。使用前你可以修改它（只对你自己有效）：\n"
        "- 换成其他任意颜色：**2 点知识**\n"
        "- 点数加减：每变 1 点花 **1 点影响力**（6 不能绕回 1）\n"
        "如果黑骰占了 1 号位，而你一个资源都没有，你就不拿骰子，改为每种资源各得 1 个，并且不执行行动。"
    ),
    "rules.troyes_dice.actions.title": "三种行动",
    "rules.troyes_dice.actions": (
        "- **资源**：获得与骰子点数相同数量的该颜色资源。\n"
        "- **工作**：在骰子颜色的区、与点数相同的列中建造下面的工作建筑：获得 2 个该颜色的市民。\n"
        "- **声望**：用同样的方式建造上面的声望建筑，效果立即生效：\n"
        "**要塞**（红色）：1 个市民（左边两列为红色，中间两列为黄色，右边两列为白色）；它保护所在列不受黑骰影响。\n"
        "**行会**（黄色）：此时每有一颗透明骰在红色广场（左边两列）、黄色广场（中间两列）或白色广场（右边两列）上，"
        "就获得 3 个该颜色的资源（从左数第 1、3、5 列）或 2 个该颜色的市民（第 2、4、6 列）。\n"
        "**大教堂**（白色）：终局时计分。\n"
        "每个格子只能建造一次。"
    ),
    "rules.troyes_dice.black.title": "黑骰",
    "rules.troyes_dice.black": (
        "黑骰会封锁它所在的广场。这一轮结束后，该广场会翻面，通常变成另一种颜色。从第 3 天起，在大家选择之前，"
        "黑骰还会冲击每张计分纸：在与其广场同色的区、与其点数相同的列中，两个格子都会被划掉（摧毁），已经建好的除外。"
        "该列中先前建好的**要塞**能保护整列。被划掉的格子再也不能建造，额外建造也不行。"
    ),
    "rules.troyes_dice.scoring.title": "市民与奖励",
    "rules.troyes_dice.scoring": (
        "市民记在三条各 20 格的市民轨上。奖励可以连锁触发：\n"
        "- 三条轨都达到 3：每种资源各 1 个\n"
        "- 三条轨都达到 6，以及都达到 11 时：建造一座任意颜色的工作建筑\n"
        "- 某条轨的第 15 格：建造一座另外两种颜色之一的声望建筑\n"
        "- 某条轨的第 20 格：另外两种颜色的市民各 1 个\n"
        "额外建造可以放在任意空格上，并获得其效果。同一行中两座相邻建筑之间的**菱形**，在两座都建好后给予其奖励。"
    ),
    "rules.troyes_dice.end.title": "游戏结束",
    "rules.troyes_dice.end": (
        "第 8 天下午结束后游戏结束。计分：\n"
        "- 每个市民 1 分\n"
        "- 每座大教堂：其倍数 × 你在对应一行中的建筑数。从左数第 1 列的大教堂计要塞；第 2 到 6 列依次计伯爵府、行会、"
        "市政厅、大教堂、主教府。你建的前两座大教堂 ×1，接下来两座 ×2，最后两座 ×3。\n"
        "- 每种剩余资源每 2 个得 1 分\n"
        "总分最高者获胜；同分的玩家名次并列。"
    ),
    "rules.troyes_dice.moves.title": "行动写法",
    "rules.troyes_dice.moves": (
        "点**选骰子**，或用 `/出招` 输入：先写 die 和位置，再按需写 pay、as 和 to，最后是行动。\n"
        "- `die 1 work`：拿免费的 1 号骰，建造其工作建筑\n"
        "- `die 2 pay knowledge resources`：拿 2 号骰，用 1 点知识支付，获得资源\n"
        "- `die 3 as white to 5 prestige`：把 3 号骰当作白色 5，在第 5 列建造大教堂\n"
        "- `supplies`：没有资源且黑骰在 1 号位时\n"
        "- `build work yellow 4`、`build prestige white 2`：公开选择后的额外建造"
    ),
    "rules.four_color_cards": (
        "四色牌是流行于台湾的纸牌游戏，2 到 4 人玩。吃碰别人打出或翻出的牌来组成组合，"
        "等全部手牌都能组成组合时就喊**胡**。达到 10 胡才能收筹码。打完 3 局，筹码最多者获胜。"
    ),
    "rules.four_color_cards.goal.title": "目标",
    "rules.four_color_cards.goal": (
        "把全部手牌组成组合就能结束一局：在补全组合的那张牌上喊**胡**。每个组合都有胡数。至少 **10 胡**时，"
        "其他每位玩家都要付你筹码；不到 10 胡，则要你赔给他们。只有胡牌者计分。最后一局结束后，筹码最多者获胜。"
    ),
    "rules.four_color_cards.cards.title": "牌",
    "rules.four_color_cards.cards": (
        "共 112 张：**4 种颜色**（红、黄、绿、白），**7 种牌**，每种颜色的每种牌各 **4 张**。"
        "牌面印的是象棋的字（繁体）。红牌和黄牌印第一个字，绿牌和白牌印第二个字：\n"
        "- 将：帥／將\n"
        "- 士：仕／士\n"
        "- 象：相／象\n"
        "- 车：俥／車\n"
        "- 马：傌／馬\n"
        "- 包：炮／包\n"
        "- 卒：兵／卒\n"
        "文中的牌名用简体，颜色在前，如红帅、红车、红炮、绿将、白车。只有颜色和牌种都相同的两张牌才算**相同**。"
        "每人 20 张；庄家 21 张。"
    ),
    "rules.four_color_cards.turn.title": "出牌与吃碰",
    "rules.four_color_cards.turn": (
        "庄家先打出一张牌。**将帅永远不能打出。**每张打出或从牌库翻出的牌，大家都可以**吃碰胡**：所有人同时回应，"
        "吃、碰、杠、胡或过。\n"
        "- **胡**、**杠**、**碰**：除出牌者外，任何人都可以。\n"
        "- **吃**（组成其他组合）：只有出牌者的下家可以；如果是翻出的牌，则是翻牌者本人和其下家。\n"
        "胡优先于杠，杠优先于碰，碰优先于吃；同级时座位最近的玩家优先。吃碰到牌的玩家把组合亮在桌上，再打出一张牌，"
        "游戏从他那里继续。如果所有人都过，这张牌就作废，由打出或翻出这张牌的玩家的下家从牌库顶翻一张。"
        "四色牌不摸牌：翻出的牌不会直接进你的手牌。你翻出的将帅必须由你拿下（单独拿或组成组合），除非有人用它胡或杠。"
    ),
    "rules.four_color_cards.melds.title": "组合（明牌／手牌胡数）",
    "rules.four_color_cards.melds": (
        "**明牌**组合是你吃碰后亮在桌上的组合；**手牌**组合在结算前一直不公开。\n"
        "- 单将：1／1\n"
        "- 将士象（同色的将、士、象）：2／2\n"
        "- 车马包（同色的车、马、包）：1／1\n"
        "- 三色卒（三种不同颜色的卒）：3／3\n"
        "- 四色卒（四种颜色的卒各一张）：5／5\n"
        "- 对子（两张相同的牌，将、卒除外）：0／0\n"
        "- 碰（三张相同的牌，将除外）：1／3\n"
        "- 杠（四张相同的牌，将除外）：6／8\n"
        "- 四将（四张相同的将组成的杠）：8／6\n"
        "两三张相同的将只算作几个单将。每张牌只属于一个组合。明牌组合不能再更改。"
    ),
    "rules.four_color_cards.winning.title": "胡牌",
    "rules.four_color_cards.winning": (
        "当你的手牌加上当前这张牌能完全拆成组合、一张不剩时，就可以喊**胡**。庄家不能用发到的 21 张牌胡。"
        "明牌组合按明牌胡数计，手牌组合按手牌胡数计（系统会自动找出最有利的拆法）；所胡的牌补全的那个组合按明牌计。"
        "要达到 **10 胡**才能收筹码。\n"
        "**点花**：如果你达到 10 胡，就翻开牌库顶的一张牌（如果还有）。你拥有的牌（手牌、明牌或所胡的牌）"
        "中每有一张与它相同，就 +1 胡（花胡）。花胡不计入 10 胡的门槛。"
    ),
    "rules.four_color_cards.chips.title": "筹码",
    "rules.four_color_cards.chips": (
        "每人开局有 **20 个筹码**；筹码可以变成负数。\n"
        "- **以 10 胡或以上胡牌**：其他每位玩家付你（胡数 − 10）+ 1 个筹码。\n"
        "- **不够胡**：结束本局时不到 10 胡，你要赔给其他每位玩家各 11 个筹码。\n"
        "- **流局**：谁都不用付。\n"
        "4 人局的例子：你的组合共 12 胡，点花与你的 2 张牌相同，于是你有 14 胡。每位对手付 14 − 10 + 1 = 5 个筹码，"
        "你共得 15 个。如果不够胡，你就要赔 3 × 11 = 33 个筹码。"
    ),
    "rules.four_color_cards.end.title": "一局与整场的结束",
    "rules.four_color_cards.end": (
        "出现以下情况时本局结束：\n"
        "- 有人喊**胡**；\n"
        "- 吃碰的玩家已无牌可打（只剩将帅或没有牌）：由其结束本局并结算；\n"
        "- 需要翻牌但牌库已空：**流局**。\n"
        "胡牌者当下一局的庄家；流局或不够胡之后，庄家连庄。默认共 **3 局**。筹码最多者获胜；筹码相同则名次并列。"
    ),
    "rules.four_color_cards.moves.title": "行动写法",
    "rules.four_color_cards.moves": (
        "用 `/出招` 输入行动。一张牌写成颜色字母（r、y、g、w）加牌种字母（g、a、e、c、h、p、s 分别是将、士、象、车、"
        "马、包、卒）：rc 是红车。吃碰时不用写出当前这张牌。\n"
        "- `discard rc`：打出红车\n"
        "- `pass`：过\n"
        "- `hu`：用这张牌胡\n"
        "- `pong`、`kong`、`pair`：用你手里相同的牌碰、杠或组成对子\n"
        "- `general`：单独拿下翻出的将帅\n"
        "- `command`、`field`：和你手里同色的另外两张牌组成将士象或车马包\n"
        "- `soldiers ys gs` 或 `soldiers ys gs ws`：加上你手里其他颜色的卒，组成卒组合"
    ),
    # AI players: lobby commands and buttons, names.
    "name.game.addbot": "添加ai",
    "name.game.addbot.level": "难度",
    "name.game.removebot": "移除ai",
    "cmd.game.addbot": "把本频道房间的下一个座位交给 AI 玩家（仅限房主）",
    "cmd.game.addbot.level": "AI 的难度（默认简单，可选困难）",
    "cmd.game.removebot": "移除最后加入的 AI 玩家（仅限房主）",
    "choice.ai.easy": "简单",
    "choice.ai.strong": "困难",
    "button.ai_easy": "+ AI（简单）",
    "button.ai_strong": "+ AI（困难）",
    "button.ai_remove": "− AI",
    "lobby.ai_added": "{user} 入座了。",
    "lobby.ai_removed": "{user} 离开了牌桌。",
    "error.host_only_ai": "只有房主（{host}）可以添加或移除 AI 玩家。",
    "error.no_ai_seat": "这个房间里没有可以移除的 AI 玩家。",
    "error.bad_ai_level": "请从列表中选择 AI 难度：简单或困难。",
    "ai.name": "AI · {level} {number}",
    "ai.level.easy": "简单",
    "ai.level.strong": "困难",
    "rules.ai.title": "和 AI 对战",
    "rules.ai": (
        "在房间里，房主用 `/游戏 添加ai 难度:简单` 或 `难度:困难`（或 **+ AI** 按钮）把座位交给 AI 玩家；"
        "`/游戏 移除ai`（或 **− AI**）移除最后加入的 AI。**简单** AI 会立即做出合理的行动；**困难** AI 每步思考约一秒："
        "它看不到别人的隐藏信息，也不知道之后的随机结果（翻出的牌、掷出的骰子），只能设想许多种可能，挑出总体最好的一步。"
        "AI 和玩家一样，只能看到自己座位能看到的信息。玩家超时后，由简单 AI 代为行动。"
    ),
    # 牌桌选项：/game option、房间里的选项栏、/game status（bot/options.py）。
    "name.game.option": "选项",
    "name.game.option.name": "名称",
    "name.game.option.value": "值",
    "cmd.game.option": "修改本频道房间的牌桌选项（仅限房主）",
    "cmd.game.option.name": "哪个选项（列表中是这个游戏的选项）",
    "cmd.game.option.value": "新的值（列表中是可选的值）",
    "option.lobby_field": "牌桌选项",
    "option.defaults": "使用常规规则。房主可以用 `/游戏 选项` 修改。",
    "option.shown": "{option}：{value}",
    "option.status": "牌桌选项：{options}",
    "option.set": "{user} 把“{option}”设为 {value}。",
    "option.separator": "；",
    "option.range": "{low} 到 {high} 之间的整数",
    "option.accepted": "`{value}`（{label}）",
    "option.yes": "是",
    "option.no": "否",
    "error.host_only_option": "只有房主（{host}）可以修改牌桌选项。",
    "error.option_after_start": "游戏已经开始了：牌桌选项要在开始前于房间里设定。",
    "error.unknown_option": "{game}没有“{option}”这个选项。它的选项有：{options}。",
    "error.bad_option_value": "“{option}”不能设为“{value}”。可选：{accepted}。",
    # The least reliability a player needs to join (bot.reliability), an option of every game.
    "option.reliability": "最低可靠度",
    "option.reliability.value": "≥ {value}%",
    "option.seating": "座位",
    "option.seating.join": "按加入顺序",
    "option.seating.random": "随机顺序",
    "option.troyes_dice.column_order": "列的顺序",
    "option.troyes_dice.column_order.standard": "标准（从左到右 1 到 6）",
    "option.troyes_dice.column_order.random": "随机（所有人相同）",
    "option.four_color_cards.rounds": "局数",
    "option.four_color_cards.starting_chips": "起始筹码",
    "option.four_color_cards.threshold": "门槛（收筹码所需的胡数）",
    "option.four_color_cards.stake": "每次支付另加的固定筹码",
    "option.four_color_cards.bonus_counts_toward_threshold": "花胡计入门槛",
    "option.four_color_cards.bonus_match": "点花相同的条件",
    "option.four_color_cards.bonus_match.colour_and_rank": "颜色和牌种都相同",
    "option.four_color_cards.bonus_match.rank_only": "牌种相同即可",
    "option.four_color_cards.bonus_below_threshold": "不到门槛也翻点花",
    "option.four_color_cards.winning_meld_value": "所胡的牌补全的组合",
    "option.four_color_cards.winning_meld_value.table": "按明牌计",
    "option.four_color_cards.winning_meld_value.hand": "按手牌计",
    "option.four_color_cards.winning_meld_value.table_if_claimed": "按明牌计，自己翻出的按手牌计",
    "option.four_color_cards.pair_claims": "可以吃牌组成对子",
    "option.four_color_cards.pairs_in_winning_hand": "胡牌时可以有对子",
    "option.four_color_cards.hu_below_threshold": "不到门槛也能胡（按不够胡赔筹码）",
    "option.four_color_cards.forced_hu": "能胡必须胡",
    "option.four_color_cards.forced_kong": "能杠不能过",
    "option.four_color_cards.next_opener": "下一局的庄家",
    "option.four_color_cards.next_opener.winner": "胡牌者（流局或不够胡后庄家连庄）",
    "option.four_color_cards.next_opener.rotate": "下一位玩家",
    "option.four_color_cards.dead_wall": "牌库末尾不翻的死牌",
    "option.four_color_cards.opening_hu": "庄家可用起手 21 张牌胡",
    "error.other_channel": "这个按钮属于另一个频道里的对局或房间，请到那个频道使用。",
    "error.forged": "这个按钮或菜单不是机器人发的，请改用机器人最新消息上的按钮。",
    # /game sheet and the Troyes Dice board's Sheets menu: any player's sheet, for anyone.
    "name.game.sheet": "计分纸",
    "name.game.sheet.player": "玩家",
    "cmd.game.sheet": "查看特鲁瓦骰子某位玩家的计分纸（仅你可见）",
    "cmd.game.sheet.player": "要查看哪位玩家的计分纸",
    "panel.troyes_dice.sheets": "计分纸…",
    "panel.troyes_dice.sheet_choice": "{name} 的计分纸",
    "panel.troyes_dice.sheet_points": {"other": "{count} 分"},
    "panel.troyes_dice.sheet_of": "{user} 的计分纸（{number} 号座位），所有人看到的都一样。选择在揭晓之前保持秘密。",
    "panel.troyes_dice.sheet_other_game": "只有特鲁瓦骰子有计分纸可看；本频道的游戏是{game}。",
    "panel.troyes_dice.sheet_not_playing": "{user} 没有参加本频道的游戏。AI 的计分纸在局面消息下方的“计分纸”菜单里。",
    "panel.troyes_dice.final_sheet_of": "{user} 在本频道上一局特鲁瓦骰子中的最终计分纸（{number} 号座位）。",
    "panel.troyes_dice.sheet_no_game": (
        "本频道没有进行中或已结束的特鲁瓦骰子游戏，没有计分纸可看。用 `/游戏 创建` 开一局吧。"
    ),
    "panel.troyes_dice.sheet_not_played": "{user} 没有参加本频道上一局特鲁瓦骰子。那局的最终局面上列有所有玩家。",
    # 四色牌：胡牌选项——这手牌值多少胡，胡了会收多少或付多少。
    "panel.four_color_cards.hu_paid": "胡牌：{count} 胡，每人付你 {amount} 个筹码",
    "panel.four_color_cards.hu_penalty": "胡牌：{count} 胡，不够 {threshold} 胡，你赔每人 {amount} 个筹码",
    "panel.four_color_cards.hu_note_paid": (
        "现在胡的话，这手牌 {count} 胡（门槛 {threshold} 胡），其他每位玩家各付你 {amount} 个筹码，共 {total} 个。"
    ),
    "panel.four_color_cards.hu_note_penalty": (
        "现在胡的话，这手牌只有 {count} 胡，不够 {threshold} 胡的门槛："
        "你要赔给其他每位玩家各 {amount} 个筹码，共 {total} 个。"
    ),
    "panel.four_color_cards.hu_note_bonus": "胡牌后还要翻点花：你每有一张和它相同的牌，每人就多付你 1 个筹码。",
    "panel.four_color_cards.hu_note_bonus_may_reach": "这桌的花胡计入门槛，点花仍可能让你达到 {threshold} 胡。",
    # 每日挑战：/每日挑战 开始 和 /每日挑战 排行榜（bot/cogs/daily.py、bot/daily/）。
    "name.daily": "每日挑战",
    "name.daily.play": "开始",
    "name.daily.leaderboard": "排行榜",
    "name.daily.leaderboard.day": "日期",
    "cmd.daily": "每日挑战：每天一局，所有人掷出的骰子都相同",
    "cmd.daily.play": "在私密子区中开始或回到你今天的对局",
    "cmd.daily.leaderboard": "本服务器的每日挑战排行榜",
    "cmd.daily.leaderboard.day": "哪一天",
    "choice.daily.today": "今天",
    "choice.daily.yesterday": "昨天",
    "permission.create_private_threads": "创建私密子区",
    "daily.thread_name": "{game}每日挑战 {day}：{player}",
    "daily.started": (
        "{player}，这是 {day} 的每日挑战：单人{game}，今天所有玩家的骰子都一样。"
        "用 `/出招` 或局面下方的按钮做出选择。"
    ),
    "daily.opened": "你今天的对局已在 {thread} 开启，这是只属于你的私密子区：今天大家的骰子都一样，请勿剧透！",
    "daily.goes_on": "你今天的对局仍在 {thread} 中进行。",
    "daily.played": (
        "你已在 {thread} 完成今天的挑战：**{points}**，本服务器第 {rank} 名，{streak}。"
        "下一局开放时间：{next}。"
    ),
    "daily.played_cancelled": "你今天的对局已取消，每天只能玩一局。下一局开放时间：{next}。",
    "daily.result": "{user} 完成了今天的每日挑战（{game}）：**{points}**，目前在本服务器排第 {rank} 名，{streak}。",
    "daily.points": {"other": "{count} 分"},
    "daily.streak": {"other": "已连续挑战 {count} 天"},
    "daily.text_channel_only": "请在文字频道中开始每日挑战：对局会在该频道下的私密子区中开启。",
    "daily.cannot_open": (
        "我无法在 {channel} 开启你今天的对局：我在那里缺少{permissions}权限，而对局只能在私密子区中进行。"
        "拥有**管理频道**或**管理身份组**权限的成员可以在该频道的权限设置中授予我，然后再试一次。"
    ),
    "daily.bad_day": "请选择今天或昨天。",
    "daily.board_title": "{game}每日挑战：{day}",
    "daily.board_line": "**{rank}.** {player} · {points}",
    "daily.board_line_past": "**{rank}.** {player} · {points} · 编号 {number}",
    "daily.board_more": {"other": "……还有 {count} 人"},
    "daily.board_next": "下一局开放时间：{next}。",
    "daily.board_past": "这一天已经结束：任何人都可以用 `/游戏 导出` 查看这些对局。",
    "daily.board_empty": "本服务器还没有人完成 {day} 的每日挑战。",
    "daily.secret": "这是每日挑战的对局：骰子要等当天结束后才公开（{when}）。",
    # 积分：/排行榜 和 /战绩（bot/cogs/ratings.py、bot/ui/ratings.py）。
    "name.leaderboard": "排行榜",
    "name.leaderboard.game": "游戏",
    "name.stats": "战绩",
    "name.stats.player": "玩家",
    "cmd.leaderboard": "本服务器某款游戏的积分排行榜",
    "cmd.leaderboard.game": "哪款游戏",
    "cmd.stats": "玩家在本服务器的局数、胜场、最高分、积分和最近战绩",
    "cmd.stats.player": "查看谁的战绩（不选就是你自己）",
    "ratings.no_guild": "积分和战绩按服务器分别记录：请在服务器的频道里使用这个命令。",
    "ratings.ai_entry": "AI · {level}",
    "ratings.games": {"other": "{count} 局"},
    "ratings.wins": {"other": "{count} 胜"},
    "ratings.more": "……还有 {more} 条",
    "leaderboard.title": "{game}排行榜",
    "leaderboard.line": "**{rank}.** {player} · {rating} · {games}，{wins}",
    "leaderboard.none_ranked": "还没有人上榜：完成 {needed} 局积分对局才有名次。",
    "leaderboard.provisional": "暂定（积分对局不足 {needed} 局）",
    "leaderboard.provisional_line": "{player} · {games}，{wins}",
    "leaderboard.caller_title": "你的名次",
    "leaderboard.caller": "{user}：第 {rank} 名（共 {total} 人），积分 {rating}",
    "leaderboard.caller_provisional": "{user}：暂定，积分 {rating}（积分对局 {rated}/{needed}）",
    "leaderboard.caller_unrated": "{user} 在本服务器还没有{game}的积分对局。",
    "leaderboard.footer": (
        "积分为 OpenSkill 的保守估计值（μ − 3σ），根据两人及以上的已结束对局计算。积分对局满 {needed} 局才有名次。"
    ),
    "leaderboard.empty": (
        "本服务器还没有{game}积分对局：凡是两人及以上且已结束的对局都会计入。用 `/游戏 创建` 开一局吧。"
    ),
    # Seasons (/season, /leaderboard's season and all-time options: bot/cogs/seasons.py) and reliability
    # (/stats, the lobby's list and its minimum: bot/reliability.py).
    "name.leaderboard.all_time": "历史总榜",
    "name.leaderboard.season": "赛季",
    "cmd.leaderboard.all_time": "显示历史总积分，而不是本赛季的积分",
    "cmd.leaderboard.season": "赛季编号，查看该赛季的排名",
    "name.season": "赛季",
    "name.season.start": "开始",
    "name.season.start.game": "游戏",
    "name.season.start.weeks": "周数",
    "name.season.end": "结束",
    "name.season.end.game": "游戏",
    "cmd.season": "本服务器某款游戏的赛季，积分每季从头算起",
    "cmd.season.start": "开始一款游戏的赛季，积分从头算起（需要“管理服务器”权限）",
    "cmd.season.start.game": "哪款游戏",
    "cmd.season.start.weeks": "持续几周",
    "cmd.season.end": "立即结束进行中的赛季并公布最终排名（需要“管理服务器”权限）",
    "cmd.season.end.game": "哪款游戏的赛季（同时有多个赛季时必填）",
    "season.not_allowed": "只有拥有“管理服务器”权限的成员可以开始或结束赛季。",
    "season.bad_weeks": "赛季时长须为 1 到 {most} 周。",
    "season.started": {
        "other": (
            "{user} 开启了{game}第 {number} 赛季：为期 {count} 周，到 {end} 为止。期间本服务器每一局已结束的"
            "{game}积分对局都会计入，积分从零开始计算。`/排行榜` 默认显示本赛季排名；赛季结束时，最终排名和冠军会"
            "公布在这里。"
        )
    },
    "season.already_running": (
        "{game}第 {number} 赛季已在进行中，到 {end} 为止。请先用 `/赛季 结束` 结束它，再开始新赛季。"
    ),
    "season.none_running": "本服务器目前没有进行中的赛季。用 `/赛季 开始` 开始一个吧。",
    "season.none_running_of": "本服务器目前没有进行中的{game}赛季。用 `/赛季 开始` 开始一个吧。",
    "season.which": "目前有多个赛季在进行（{games}）：请选择要结束哪款游戏的赛季。",
    "season.ended_already": "这个{game}赛季刚刚到期，已自动结束：最终排名马上就会公布。",
    "season.ended_elsewhere": "赛季已结束。最终排名公布在 {channel}：{link}",
    "season.champion": "🏆 冠军：{player}",
    "season.no_games": "本赛季没有完成任何一局{game}积分对局，因此没有冠军。",
    "leaderboard.season_title": "{game}排行榜 · 第 {number} 赛季",
    "leaderboard.all_time_title": "{game}排行榜 · 历史总榜",
    "leaderboard.season_running": "仅统计本赛季积分（自 {start} 起重新计算），赛季于 {end} 结束。",
    "leaderboard.season_over": "{start} 至 {end} 赛季的最终排名。",
    "leaderboard.season_or_all_time": "请选择赛季或历史总榜，不能两者都选。",
    "leaderboard.no_such_season": {
        "=0": "本服务器没有{game}第 {number} 赛季：还没有举办过任何赛季。",
        "other": "本服务器没有{game}第 {number} 赛季：到目前为止共有 {count} 个赛季。",
    },
    "leaderboard.season_empty": (
        "第 {number} 赛季还没有人完成{game}积分对局。可在 `/排行榜` 中选择“历史总榜”选项查看历史总榜。"
    ),
    "reliability.title": "可靠度",
    "reliability.new": "新玩家：暂无记录，可以加入任何设有可靠度要求的牌桌。",
    "reliability.finished": {"other": "已结束的 {count} 局中，亲自玩到终局的占 {share}"},
    "reliability.on_time": {"other": "{count} 个回合中，按时完成的占 {share}"},
    "lobby.reliability": "可靠度 {share}",
    "lobby.reliability_new": "可靠度：新玩家",
    "error.tournament_below_reliability": (
        "这场锦标赛要求可靠度不低于 {minimum}，你还未达到：已结束的对局中你亲自玩到终局的占 {finished}，"
        "你的回合中按时完成的占 {on_time}。亲自把对局玩完、不认输、不让回合超时，就能提高可靠度。"
        "（还没有对局记录的新玩家可以报名任何锦标赛。）"
    ),
    "error.below_reliability": (
        "这一桌要求可靠度不低于 {minimum}，你还未达到：已结束的对局中你亲自玩到终局的占 {finished}，"
        "你的回合中按时完成的占 {on_time}。亲自把对局玩完、不认输、不让回合超时，就能提高可靠度。"
        "（还没有对局记录的新玩家可以加入任何一桌。）"
    ),
    "stats.none": "{user} 在本服务器还没有已结束的对局。",
    "stats.title": "{player} · 战绩",
    "stats.record": "{games}，{wins}（积分对局胜率 {rate}）",
    "stats.record_solo": "{games}，都是单人局（不计入积分）",
    "stats.best": "最高分：{score}",
    "stats.rating": "积分 {rating} · 第 {rank} 名（共 {total} 名）",
    "stats.rating_provisional": "积分 {rating} · 暂定（积分对局 {rated}/{needed}）",
    "stats.recent": "最近战绩",
    "stats.recent_line": "{game} · {place} · {score} 分 · {when} · 编号 {number}",
    "stats.solo": "单人局",
    "stats.place": "第 {place} 名（共 {players} 人）",
    "stats.place_resigned": "第 {place} 名（共 {players} 人，认输）",
    "stats.board_link": "[局面]({link})",
    "stats.move_time": "行动用时（回合制对局）",
    "stats.move_time_line": {"other": "中位数 {median}（共 {count} 步行动）"},
    "stats.footer": "胜率：积分对局（两人及以上）中获胜的比例。积分对局满 {needed} 局才有名次。",
    # 再来一局（终局局面下的按钮）
    "button.rematch": "再来一局",
    "rematch.opened": "{host} 想再来一局！{players}，点“加入”回到座位上。",
    "rematch.opened_alone": "{host} 要按原来的配置再来一局。准备好了就点“开始”。",
    "rematch.already_open": "再来一局的房间已经开好了：{link}。到那里点“加入”入座。",
    "rematch.already_in": "再来一局的房间已经开好了，你已在其中：{link}。",
    "error.rematch_not_player": "只有这局的玩家才能发起再来一局。等他们开好房间后，如果还有空位，你也可以加入。",
}
