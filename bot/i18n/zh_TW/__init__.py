"""Traditional Chinese (as written in Taiwan, where 四色牌 is played) catalog (Discord locale zh-TW).

Ids as in bot.i18n.en; a missing id falls back to English.
"""

from __future__ import annotations

from collections.abc import Mapping

MESSAGES: dict[str, str | Mapping[str, str]] = {
    # Command, group and option names (lowercase letters, digits, - and _; at most 32 characters).
    "name.game": "遊戲",
    "name.game.new": "建立",
    "name.game.new.game": "遊戲",
    "name.game.join": "加入",
    "name.game.leave": "離開",
    "name.game.start": "開始",
    "name.game.cancel": "取消",
    "name.game.status": "狀態",
    "name.game.history": "紀錄",
    "name.game.mine": "我的遊戲",
    "name.game.resign": "認輸",
    "name.game.back": "取消代打",
    "name.play": "出招",
    "name.play.move": "行動",
    "name.hand": "手牌",
    "name.rules": "規則",
    "name.rules.game": "遊戲",
    "name.pace": "節奏",
    "name.pace.set": "變更",
    "name.pace.set.pace": "節奏",
    "name.pace.set.reminder": "提醒",
    "name.pace.set.time_limit": "時限",
    "name.pace.set.auto_after": "逾時代打",
    "name.pace.show": "顯示",
    "name.pace.defaults": "預設",
    "name.pace.defaults.make_default": "設為預設",
    "name.pace.mute": "勿擾",
    "name.settings": "設定",
    "name.settings.board": "盤面",
    "name.settings.board.mode": "模式",
    "name.settings.language": "語言",
    "name.settings.language.language": "語言",
    "name.settings.show": "顯示",
    # Choice names of /pace and /settings board.
    "choice.live": "即時",
    "choice.async": "回合制",
    "choice.new": "每回合發新訊息",
    "choice.edit": "原地編輯同一則訊息",
    # Command names and descriptions (Discord shows these in the command picker).
    "cmd.game": "建立、加入及管理此頻道的遊戲",
    "cmd.game.new": "在此頻道開一個新遊戲房間",
    "cmd.game.new.game": "要玩哪款遊戲",
    "cmd.game.join": "加入此頻道的遊戲房間",
    "cmd.game.leave": "離開此頻道的遊戲房間",
    "cmd.game.start": "開始遊戲（限房主）",
    "cmd.game.cancel": "取消此頻道的房間或遊戲（限房主或具「管理頻道」權限者）",
    "cmd.game.status": "顯示目前的盤面和輪到誰",
    "cmd.play": "在此頻道的遊戲中行動",
    "cmd.play.move": "你的行動；開始輸入就會列出合法的選項",
    "cmd.hand": "私下查看你的手牌或自己的計分表",
    "cmd.rules": "遊戲規則和行動寫法的簡短說明",
    "cmd.rules.game": "哪款遊戲",
    # Lobby
    "lobby.title": "{game}：新遊戲",
    "lobby.body": "房主：{host}\n玩家（{count} 人，需要 {min} 到 {max} 人）：\n{players}",
    "lobby.hint": "按「加入」入座；房主可以讓 AI 玩家補滿空位。所有人都到齊後，由房主按「開始」。",
    "lobby.cancelled": "{user} 取消了{game}的房間。",
    "lobby.joined": "{user} 加入了。",
    "lobby.left": "{user} 離開了。",
    "lobby.moved": "這個房間已移到較新的訊息：{link}",
    # 錦標賽（/錦標賽；bot/ui/tournament）：錦標賽訊息、每輪公告、排名。
    "name.tournament": "錦標賽",
    "name.tournament.new": "建立",
    "name.tournament.new.game": "遊戲",
    "name.tournament.new.format": "賽制",
    "name.tournament.new.rounds": "輪數",
    "name.tournament.new.table_size": "每桌人數",
    "name.tournament.new.pace": "節奏",
    "name.tournament.new.hours": "時段",
    "name.tournament.new.timezone": "時區",
    "name.tournament.new.player_limit": "人數上限",
    "name.tournament.new.reliability": "可靠度",
    "name.tournament.join": "加入",
    "name.tournament.leave": "離開",
    "name.tournament.start": "開始",
    "name.tournament.standings": "排名",
    "name.tournament.cancel": "取消",
    "cmd.tournament": "在此頻道舉辦錦標賽：機器人安排每一輪的座位，並在討論串中進行各桌對局",
    "cmd.tournament.new": "在此頻道建立一場錦標賽",
    "cmd.tournament.new.game": "錦標賽玩哪款遊戲",
    "cmd.tournament.new.format": "瑞士制（每輪人人都上場，預設）或淘汰賽（每桌勝者晉級）",
    "cmd.tournament.new.rounds": "瑞士制錦標賽打幾輪（預設 3 輪）",
    "cmd.tournament.new.table_size": "每桌幾名玩家（預設 2 人）",
    "cmd.tournament.new.pace": "各桌的節奏：即時或回合制（預設沿用伺服器設定）",
    "cmd.tournament.new.hours": "各桌的遊戲時段，例如 08:00-23:00 或 8-23",
    "cmd.tournament.new.timezone": "遊戲時段所用的時區，例如 Asia/Taipei",
    "cmd.tournament.new.player_limit": "最多可報名的人數（預設不限）",
    "cmd.tournament.new.reliability": "報名所需的最低可靠度，百分比（0 為不限）",
    "cmd.tournament.join": "在開賽前報名此頻道的錦標賽",
    "cmd.tournament.leave": "在開賽前退出此頻道的錦標賽",
    "cmd.tournament.start": "開始錦標賽：第一輪的各桌隨即開局（限主辦人）",
    "cmd.tournament.standings": "查看此頻道錦標賽的排名（只有你看得到）",
    "cmd.tournament.cancel": "取消此頻道的錦標賽及其對局（限主辦人或具「管理頻道」權限者）",
    "choice.tournament.swiss": "瑞士制",
    "choice.tournament.elimination": "淘汰賽",
    "tournament.title": "{game}錦標賽",
    "tournament.host": "主辦人：{host}",
    "tournament.format.swiss": {"other": "瑞士制，共 {count} 輪"},
    "tournament.format.elimination": "淘汰賽：每桌勝者晉級下一輪",
    "tournament.tables": {"other": "每桌 {count} 人"},
    "tournament.limit": {"other": "最多 {count} 人報名。"},
    "tournament.reliability": "報名需可靠度至少 {minimum}。",
    "tournament.state.open": "報名中：按下方的**加入**按鈕報名，由主辦人開賽。",
    "tournament.state.round": "第 {round} 輪進行中。",
    "tournament.state.round_of": "第 {round} 輪進行中（共 {rounds} 輪）。",
    "tournament.state.over": "錦標賽已結束。冠軍：{champion}",
    "tournament.state.cancelled": "這場錦標賽已取消。",
    "tournament.players": {"other": "參賽者（{count} 人）"},
    "tournament.more": {"other": "……還有 {count} 筆"},
    "tournament.standings": "排名",
    "tournament.hint": (
        "每桌最後一名得 0 分，名次每高一位多得 2 分（Board Game Arena 的計分方式）；輪空按獲勝計分。"
        "同分時，對手總分高者排名在前。"
    ),
    "tournament.standing.swiss": {"other": "{rank}. {player}：{count} 分（對手總分 {opposition}）"},
    "tournament.standing.champion": "{rank}. {player}：冠軍",
    "tournament.standing.in": "{rank}. {player}：尚未淘汰",
    "tournament.standing.out": "{rank}. {player}：第 {round} 輪出局",
    "tournament.standing.dropped": "（已退賽）",
    "tournament.joined": "{user} 報名參加了錦標賽。",
    "tournament.left": "{user} 退出了錦標賽。",
    "tournament.started": "{user} 開始了錦標賽：第 1 輪的各桌正在開局。",
    "tournament.cancelled": "{user} 取消了錦標賽。",
    "tournament.thread_name": "{game}錦標賽（編號 {number}）第 {round} 輪第 {table} 桌",
    "tournament.table_headline": "{game}錦標賽（{channel}）：第 {round} 輪，第 {table} 桌。",
    "tournament.round_title": "**{game}錦標賽：第 {round} 輪**",
    "tournament.table_line": "第 {table} 桌：{players} → {thread}",
    "tournament.bye_line": {"other": "本輪輪空（得 {count} 分）：{players}"},
    "tournament.dropped": {
        "other": "{count} 名玩家退賽：{players}。第 {round} 輪由機器人替他們打完整局。",
    },
    "tournament.over_title": "**{game}錦標賽結束了！**",
    "tournament.champion": "恭喜 {player} 奪冠！",
    "tournament.standings_title": "{game}錦標賽排名（第 {round} 輪後）：",
    "tournament.standings_none": "{game}錦標賽尚未開始，暫時沒有排名。",
    "tournament.picture.place": "名次",
    "tournament.picture.player": "玩家",
    "tournament.picture.points": "得分",
    "tournament.picture.tiebreak": "對手總分",
    "tournament.picture.round": "第 {round} 輪",
    "error.tournament_none": "本頻道沒有錦標賽。請用 `/錦標賽 建立` 建立一場。",
    "error.tournament_unknown": "這場錦標賽已不存在。",
    "error.tournament_busy": "本頻道已有一場報名中或進行中的錦標賽。請先取消它，或者換個頻道。",
    "error.tournament_format": "錦標賽的賽制為 `swiss`（瑞士制）或 `elimination`（淘汰賽）。",
    "error.tournament_table_size": "{game}每桌不能坐 {size} 人：請選擇 {min} 到 {max} 人。",
    "error.tournament_text_channel": "請在文字頻道中建立錦標賽：各桌對局在該頻道的討論串中進行。",
    "error.tournament_threads": (
        "錦標賽的各桌在討論串中進行，而我在 {channel} 缺少{permissions}權限。"
        "擁有**管理頻道**權限的成員可以在該頻道授予我，之後請再試一次。"
    ),
    "error.tournament_joined": "你已經報名了這場錦標賽。",
    "error.tournament_full": {"other": "這場錦標賽已滿員（{count} 人）。"},
    "error.tournament_not_in": "你沒有報名這場錦標賽。",
    "error.tournament_host_leave": "主辦人不能退出錦標賽。如果比賽不辦了，請取消它。",
    "error.tournament_started": "這場錦標賽已經開始：現在不能再報名或退出。",
    "error.tournament_over": "這場錦標賽已經結束。",
    "error.tournament_host_only": "只有主辦人（{host}）可以開始錦標賽。",
    "error.tournament_cancel_not_allowed": "只有主辦人或具「管理頻道」權限的成員可以取消錦標賽。",
    "error.tournament_too_few": {"other": "錦標賽至少需要 {min} 人，目前只有 {count} 人。請等待更多人報名。"},
    "button.join": "加入",
    "button.leave": "離開",
    "button.start": "開始",
    "button.cancel": "取消",
    "button.turn": "我的回合",
    "button.hand": "我的手牌",
    "button.turn.four_color_cards": "手牌／吃碰",
    "button.turn.troyes_dice": "選擇骰子",
    "button.hand.troyes_dice": "我的計分表",
    # Threads: a thread per game
    "permission.create_public_threads": "建立公開討論串",
    "name.settings.threads": "討論串",
    "name.settings.threads.mode": "模式",
    "settings.cmd.threads": "每場遊戲在自己的討論串進行，還是在開局的頻道進行",
    "settings.cmd.threads.mode": "開：每場一個討論串，頻道留一則摘要；關：遊戲在頻道進行",
    "choice.threads.on": "開：每場一個討論串",
    "choice.threads.off": "關：在頻道進行",
    "settings.threads.on": "每場遊戲在自己的討論串進行",
    "settings.threads.off": "每場遊戲在開局的頻道進行",
    "settings.threads_set": "此伺服器的討論串設定：{mode}。從下一場開始套用。",
    "settings.show.threads": "討論串：{mode}",
    "settings.unknown_threads": "請選擇「開」或「關」。",
    "thread.name": "{game}（編號 {number}）：{players}",
    "thread.name_separator": "、",  # between the players of a thread's name (short: no "and")
    "thread.summary": "對局在討論串 {thread} 裡進行。\n{turn}",
    "thread.summary_over": "討論串 {thread} 裡的對局已結束。\n{standings}",
    "thread.summary_cancelled": "討論串 {thread} 裡的對局已取消。",
    "thread.rematch_opened": "{host} 在 {channel} 開了再來一局的房間：{link}",
    "thread.refused": (
        "這場遊戲就在這裡進行：沒有{permissions}權限，我無法在 {channel} 建立討論串。伺服器管理員可以授予這些權限，"
        "或用 `/設定 討論串` 讓遊戲留在頻道裡。"
    ),
    # Game messages
    "game.started": "{game}開始了！座位順序：{players}。",
    "game.played": "{said}（`{move}`）。",
    "game.played_label": "{user}：{words}",
    "game.chose": "{user} 已經做出祕密選擇。",
    "game.all_in": "所有人都選好了。",
    "game.all_answered": "大家都回應了。",
    "game.next": "輪到 {users} 行動。",
    "list.separator": "、",
    "list.clauses": "；",
    "list.clauses_last": "；",
    "game.waiting_for": "等待中：{users}",
    "game.may_answer": "{users} 可以用下方按鈕私下回應。",
    "game.over": "遊戲結束！{standings}",
    "game.over_because": "遊戲結束：{why}\n{standings}",
    "game.over.resignations": "有玩家認輸，剩下的玩家不夠，無法繼續。",
    "game.place": "第 {place} 名：{user}（{score}）",
    "game.place_resigned": "第 {place} 名：{user}（{score}，已認輸）",
    "game.place_tied": "並列第 {place} 名：{user}（{score}）",
    "game.score.copenhagen": "{count} 分",
    "game.score.troyes_dice": "{count} 分",
    "game.score.four_color_cards": "{count} 個籌碼",
    "game.cancelled": "{user} 取消了此頻道的{game}遊戲。",
    "game.status_title": "{game} · {moment}",
    "game.status_title_plain": "{game}",
    "game.move_accepted": "已送出：「{move}」。",
    "game.answer_recorded": "已收到你的回應「{move}」。正在等其他玩家。",
    "panel.title": "你的選項",
    "hand.not_awaited": "目前沒有需要你決定的事；這是你的手牌。",
    "panel.pick": "選擇行動…",
    "panel.count": {"other": "{count} 個行動"},
    "panel.narrowed": "你的選項：`{prefix} …`",
    "panel.narrowed_words": "你的選項\n**{words}**（`{prefix} …`）",
    "hand.title": "只有你看得到的畫面",
    # Copenhagen's panel (bot/ui/panels/copenhagen.py)
    "panel.copenhagen.decision.take_or_build": (
        "輪到你了：從港口拿一張牌（第二張要拿它旁邊位置的牌），或按**建造…**挑選板塊，看看能放在哪裡。"
    ),
    "panel.copenhagen.decision.take_or_build.take_only": (
        "輪到你了：從港口拿一張牌（第二張要拿它旁邊位置的牌）。你手上的牌還不夠建造任何板塊。"
    ),
    "panel.copenhagen.decision.second_card": "拿你的第二張牌。",
    "panel.copenhagen.decision.discard": "你的手牌超過 7 張：請棄掉一張。",
    "panel.copenhagen.decision.after_take": "使用「附加卡」再拿一張、使用「兩個行動」，或結束回合。",
    "panel.copenhagen.decision.after_take.additional_card": "使用「附加卡」再拿一張，或結束回合。",
    "panel.copenhagen.decision.after_take.both_actions": "使用「兩個行動」現在建造一塊板塊，或結束回合。",
    "panel.copenhagen.decision.both_actions_build": "兩個行動：按**建造…**立刻建造一塊板塊，或結束回合。",
    "panel.copenhagen.decision.payment": ("選擇要怎麼支付立面上以虛線標示的板塊，或取消並改選其他位置。"),
    "panel.copenhagen.decision.coat_of_arms": (
        "紋章：放一塊白色窗戶板塊、拿一個你還沒有的能力，或把用過的能力翻回正面。"
    ),
    "panel.copenhagen.build": "建造…",
    "panel.copenhagen.build_steps": "分步建造：板塊、方向、位置…",
    "panel.copenhagen.tile_turned": "{tile}，{turn}",
    "panel.copenhagen.step_cost": {"=0": "{step}，免費", "other": "{step}，費用 {count} 張牌"},
    "panel.copenhagen.step_cost_from": {"=0": "{step}，部分位置免費", "other": "{step}，費用至少 {count} 張牌"},
    "panel.copenhagen.turn.r0": "不旋轉",
    "panel.copenhagen.turn.r90": "順時針旋轉 90°",
    "panel.copenhagen.turn.r180": "旋轉 180°",
    "panel.copenhagen.turn.r270": "逆時針旋轉 90°",
    "panel.copenhagen.turn.m0": "鏡像",
    "panel.copenhagen.turn.m90": "鏡像後順時針旋轉 90°",
    "panel.copenhagen.turn.m180": "鏡像後旋轉 180°",
    "panel.copenhagen.turn.m270": "鏡像後逆時針旋轉 90°",
    "panel.copenhagen.tiles": "選擇板塊。只會列出你在立面上某處付得起的板塊。",
    "panel.copenhagen.pick_tile": "選擇板塊…",
    "panel.copenhagen.pick_position": "選擇位置…",
    "panel.copenhagen.tile": "{colour}板塊（{size} 格）",
    "panel.copenhagen.positions": {"other": "{count} 個位置"},
    "panel.copenhagen.row": "第 {row} 列…",
    "panel.copenhagen.preview": ("預覽：{label}。\n可以旋轉、鏡像翻轉或改選其他位置；按**確認**就會建造在這裡。"),
    "panel.copenhagen.rotate": "旋轉 ↻",
    "panel.copenhagen.mirror": "鏡像 ⇆",
    "panel.copenhagen.confirm": "確認",
    "panel.copenhagen.back": "返回",
    "panel.copenhagen.colour.red": "紅色",
    "panel.copenhagen.colour.yellow": "黃色",
    "panel.copenhagen.colour.green": "綠色",
    "panel.copenhagen.colour.blue": "藍色",
    "panel.copenhagen.colour.purple": "紫色",
    "panel.copenhagen.no_builds": "目前沒有你付得起又放得進立面的板塊：這回合就拿牌吧。",
    "panel.copenhagen.no_position": "這個位置現在不能放。請按「建造…」重新選擇。",
    # Troyes Dice's panel: choose your die in steps, see what it gives, confirm.
    "panel.troyes_dice.die_step": ("**第 {day} 天{half}：選擇你的骰子。**所有人同時祕密選擇，選好後會一起公開。"),
    "panel.troyes_dice.morning": "上午",
    "panel.troyes_dice.afternoon": "下午",
    "panel.troyes_dice.you_have": "你有 {amounts}。",
    "panel.troyes_dice.you_have_nothing": "你沒有任何資源。",
    "panel.troyes_dice.black_die": "{slot} 號骰（黑色 {value}）是黑骰：沒有人能拿。",
    "panel.troyes_dice.unaffordable": "{slot} 號骰（{colour} {value}）你付不起（價格：{price}）。",
    "panel.troyes_dice.any_resource": "任選 1 個資源",
    "panel.troyes_dice.pick_die": "選擇骰子…",
    "panel.troyes_dice.die_option": "{slot} 號骰 · {colour} {value} · {price}",
    "panel.troyes_dice.die_hint": "拿 {amount}，或在{colour}區第 {value} 欄建造",
    "panel.troyes_dice.free": "免費",
    "panel.troyes_dice.pay": "支付 {amounts}",
    "panel.troyes_dice.adjust_step": (
        "**{slot} 號骰（{colour} {value}），{price}。**使用前要調整嗎？"
        "換顏色需要 {knowledge} 點知識，點數每調 1 點需要 {influence} 點影響力（點數不能從 6 繞回 1）。"
        "調整只對你自己有效。"
    ),
    "panel.troyes_dice.pick_adjustment": "保留骰子或調整…",
    "panel.troyes_dice.keep": "保留{colour} {value} · 免費",
    "panel.troyes_dice.change": "改成{colour} {value} · {cost}",
    "panel.troyes_dice.action_step": "**{slot} 號骰當作{colour} {value} 使用。**要拿它做什麼？",
    "panel.troyes_dice.cannot_change": "你付不起調整這顆骰子的費用。",
    "panel.troyes_dice.pick_action": "選擇行動…",
    "panel.troyes_dice.take": "拿 {amount}",
    "panel.troyes_dice.build": "在第 {number} 欄建造{building}",
    "panel.troyes_dice.you_will": "**你將會：**{plan}。",
    "panel.troyes_dice.plan_die": "拿 {slot} 號骰（{colour} {value}），{price}",
    "panel.troyes_dice.paying": "支付 {amounts}",
    "panel.troyes_dice.plan_change": "花 {cost}把它改成{colour} {value}",
    "panel.troyes_dice.plan_take": "拿 {amount}",
    "panel.troyes_dice.plan_build": "在第 {number} 欄建造{building}",
    "panel.troyes_dice.plan_supplies": "不拿骰子，改拿 {amounts}，也不執行行動",
    "panel.troyes_dice.supplies": (
        "你沒有任何資源，而黑骰佔走了免費的位置，所以這一輪你不拿骰子，改成每種資源各拿 1 個。"
    ),
    "panel.troyes_dice.you_gain": "你獲得：{gains}。",
    "panel.troyes_dice.confirm": "確認",
    "panel.troyes_dice.back": "返回",
    "panel.troyes_dice.gain_resource": "+{amount}",
    "panel.troyes_dice.gain_citizen": "+1 {colour}市民",
    "panel.troyes_dice.gain_citizens": {"other": "+{count} {colour}市民"},
    "panel.troyes_dice.gain_diamond": "完成一個菱形",
    "panel.troyes_dice.gain_work_bonus": "可額外建造一棟工作建築",
    "panel.troyes_dice.gain_prestige_bonus": "可額外建造一棟{colours}聲望建築",
    "panel.troyes_dice.gain_cathedral": "終局時你的每棟{row}各得 {multiplier} 分",
    "panel.troyes_dice.gain_protection": "第 {number} 欄不會再被黑骰摧毀",
    "panel.troyes_dice.gain_nothing": "沒有立即效果",
    "panel.troyes_dice.either": "{first}或{second}",
    "panel.troyes_dice.next_roll": "這一輪已經結算；新的擲骰結果在盤面上。",
    "panel.troyes_dice.confirm_note": (
        "按「確認」送出你的選擇，其他人只會看到你已經選好了。在所有人選好之前，你還可以用「{undo}」按鈕或 `/悔棋` "
        "收回。"
    ),
    "panel.troyes_dice.chosen_undo": (
        "你已經選好了（`{move}`）。想改選的話，請在所有人選好之前，先用「{undo}」按鈕或 `/悔棋` 收回。"
    ),
    "panel.troyes_dice.revealed": "{user}：{choice}。",
    "panel.troyes_dice.colour.red": "紅色",
    "panel.troyes_dice.colour.yellow": "黃色",
    "panel.troyes_dice.colour.white": "白色",
    "panel.troyes_dice.resource.influence": {"other": "{count} 點影響力"},
    "panel.troyes_dice.resource.deniers": {"other": "{count} 枚金幣"},
    "panel.troyes_dice.resource.knowledge": {"other": "{count} 點知識"},
    "panel.troyes_dice.building.red.prestige": "堡壘",
    "panel.troyes_dice.building.red.work": "伯爵府",
    "panel.troyes_dice.building.yellow.prestige": "公會",
    "panel.troyes_dice.building.yellow.work": "市政廳",
    "panel.troyes_dice.building.white.prestige": "大教堂",
    "panel.troyes_dice.building.white.work": "主教府",
    "panel.troyes_dice.row.red_prestige": "堡壘",
    "panel.troyes_dice.row.red_work": "伯爵府",
    "panel.troyes_dice.row.yellow_prestige": "公會",
    "panel.troyes_dice.row.yellow_work": "市政廳",
    "panel.troyes_dice.row.white_prestige": "大教堂",
    "panel.troyes_dice.row.white_work": "主教府",
    "rules.unavailable": "{game}的規則摘要還沒寫好。",
    # Undo: /undo takes back the player's last move (bot/take_backs.py, bot/cogs/undo.py, games/take_back.py).
    "name.undo": "悔棋",
    "cmd.undo": "收回你的上一步：前提是它沒有揭露隱藏資訊，且之後沒有人行動過",
    "undo.done": "你的行動 `{move}` 已收回。準備好了再重新行動。",
    "undo.announced": "↩️ {user} 收回了上一步。",
    "undo.history": "{number}. {player}：收回了一步",
    "undo.nothing": "你在這場遊戲中沒有可以收回的行動。",
    "undo.played_since": "{player} 在你之後已經行動，所以你的行動不能收回。",
    "undo.game_over": "遊戲已經結束：所有行動都已確定。",
    "undo.not_offered": "這個遊戲不能收回行動。",
    "undo.button": "悔棋",
    "undo.by_bot": "你的上一步是時間到後由機器人代為行動的，不能收回。",
    "undo.not_last": "這已經不是你的上一步了（已經收回過，或者你之後又行動了）。",
    # Refusals (ephemeral, one or two sentences: what is wrong, what to do)
    "error.unknown_game": "沒有叫做 `{game}` 的遊戲。請從 `/遊戲 建立` 的清單中挑一個。",
    "error.game_unavailable": "這個機器人目前無法使用{game}。",
    "error.channel_has_game": "這個頻道已經有進行中的遊戲。請先結束或取消它，或改用其他頻道。",
    "error.channel_has_lobby": "這個頻道已經有開放中的房間。直接加入，或請房主取消它。",
    "error.no_lobby": "這裡沒有開放中的房間。用 `/遊戲 建立` 開一個吧。",
    "error.lobby_closed": "這個房間已經關閉。用 `/遊戲 建立` 開新的房間。",
    "error.game_already_started": "這裡的遊戲已經開始了；你可以觀戰，或到其他頻道開房間。",
    "error.already_joined": "你已經在這個房間裡了。",
    "error.lobby_full": "房間已滿（{max} 人）。請等下一局。",
    "error.lobby_full_ai": "房間已滿（{max} 人），沒有空位再加入 AI 玩家了。可以直接開始遊戲，或先空出一個座位。",
    "error.not_in_lobby": "你不在這個房間裡。",
    "error.host_cannot_leave": "房主不能離開；請改為取消房間。",
    "error.host_only_start": "只有房主（{host}）可以開始遊戲。",
    "error.player_count": (
        "{game}需要 {min} 到 {max} 名玩家；目前房間裡有 {count} 人。可以用 `/遊戲 新增ai` 讓 AI 玩家補位。"
    ),
    "error.cancel_not_allowed": "只有房主或具「管理頻道」權限的成員可以取消。",
    "error.no_game": "這個頻道沒有進行中的遊戲。用 `/遊戲 建立` 開一局吧。",
    "error.thread_game_over": (
        "這個討論串裡的遊戲已經結束。想再來一局，請在最終盤面下按「{rematch}」；用 `/遊戲 紀錄` "
        "可以查看這局的所有行動。"
    ),
    "error.no_game_threads": "這個頻道的遊戲各在自己的討論串裡進行：{threads}。請到對應的討論串使用這個指令。",
    "error.not_a_player": "你沒有參加這場遊戲，但可以觀看盤面。",
    "error.not_your_turn": "還沒輪到你。輪到你時會 @ 你。",
    "error.already_decided": "你已經做出選擇了；在所有人選好之前都會保密。正在等其他人。",
    "error.already_decided_undo": (
        "你已經做出選擇了；在所有人選好之前都會保密。想改的話，趁其他人還在選，用 `/悔棋` 收回。"
    ),
    "error.stale": "盤面已經更新了，請改用最新的盤面訊息。",
    "error.already_played": "你這一步已經走過了（`{move}`），這個面板不能再用了。",
    "error.already_played_next": "你這一步已經走過了（`{move}`）；下一步請在最新的盤面訊息裡操作。",
    "error.game_over": "這場遊戲已經結束。用 `/遊戲 建立` 開新的一局。",
    "error.game_cancelled": "這場遊戲已被取消。用 `/遊戲 建立` 開新的一局。",
    "error.game_unknown": "這個按鈕已經失效了，請改用最新盤面訊息上的按鈕。",
    "error.bad_option": "`{option}` 的值不在選單裡。請重新輸入指令，從清單裡挑一個。",
    "error.empty_move": "請輸入行動，或從建議中挑一個。",
    "error.move_too_long": "這個行動太長了（最多 {max} 個字元）。請從建議中挑一個。",
    "error.no_guild": "遊戲要在伺服器的頻道裡玩，不能在私人訊息中進行。",
    "error.internal": "我們這邊出了點問題，什麼都沒有改動，請再試一次。",
    # Pace: reminders, time limits, automatic seats (commands, public notices, refusals)
    "pace.cmd": "此頻道遊戲的節奏：提醒、時限、自動代打",
    "pace.cmd.set": "變更此頻道房間或遊戲的節奏（限房主）",
    "pace.cmd.set.pace": "即時：幾分鐘內做決定；回合制：幾小時或幾天內做決定",
    "pace.cmd.set.reminder": "多久之後提醒該行動的玩家，例如 3m、12h 或 off",
    "pace.cmd.set.time_limit": "超過這段時間由機器人代為執行安全的行動，例如 10m、48h 或 off",
    "pace.cmd.set.auto_after": "連續逾時幾次後由機器人代打，直到玩家回來（0：永不）",
    "pace.cmd.show": "顯示此頻道房間或遊戲的節奏",
    "pace.cmd.defaults": "設定此伺服器新房間的預設節奏（需「管理伺服器」權限）",
    "pace.cmd.defaults.make_default": "把這個節奏設為新房間的預設值",
    "pace.cmd.mute": "關閉或重新開啟此頻道遊戲對你的提醒",
    "pace.cmd.back": "機器人代打後，取回你的座位",
    "pace.live": "即時",
    "pace.async": "回合制",
    "pace.summary": ("節奏：**{pace}**。提醒：{reminder}。時限：{limit}。連續逾時 {auto} 次後由機器人代打。"),
    "pace.summary_never_auto": ("節奏：**{pace}**。提醒：{reminder}。時限：{limit}。機器人永遠不會自動代打。"),
    "pace.show.muted": "已關閉提醒：{users}",
    "pace.show.automatic": "機器人代打中：{users}",
    "pace.show.resigned": "已認輸：{users}",
    "pace.show.defaults": "這裡沒有房間或遊戲；此伺服器新房間的預設值：",
    "pace.changed": "{user} 變更了節奏。",
    "pace.defaults_saved": "已儲存。{summary}\n此伺服器的新房間預設為**{default}**。",
    "pace.muted": "你在這場遊戲的提醒已關閉。再用一次 `/節奏 勿擾` 就能重新開啟。",
    "pace.unmuted": "你在這場遊戲的提醒已重新開啟。",
    "pace.back": "{user} 回來了：機器人不再代打。",
    "pace.reminder.first": "⏰ {game}正在等 {users} 行動。",
    "pace.reminder.second": "⏰ 第二次提醒：{game}這桌還在等 {users} 行動。",
    "pace.reminder.later": "⏰ 大家已經等很久了，{users} 請現在行動：時限一到，機器人就會代為行動。",
    "pace.timeout.public": "⌛ {user} 時間到了，由機器人代為行動：",
    "pace.timeout.secret": "⌛ {user} 時間到了：機器人代為做出選擇。",
    "pace.timeout.hidden": "⌛ 吃碰胡的時間到了：機器人替所有還沒回應的人作答。",
    "pace.now_automatic": {
        "other": ("{user} 連續逾時達 {count} 次：在他再次行動或使用 `/遊戲 取消代打` 之前，由機器人代打他的座位。"),
    },
    "pace.automatic.public": "🤖 機器人替 {user} 行動（自動代打）：",
    "pace.automatic.secret": "🤖 機器人替 {user} 做了選擇（自動代打）。",
    "pace.resigned.public": "🤖 機器人替已認輸的 {user} 行動：",
    "pace.resigned.secret": "🤖 機器人替已認輸的 {user} 做了選擇。",
    "pace.lobby_field": "節奏",
    "pace.lobby_line": "{pace} · 提醒：{reminder} · 時限：{limit} · 可用 `/節奏 變更` 調整",
    "pace.nothing_to_change": "請至少指定一項要變更的設定：節奏、提醒、時限或逾時代打。",
    "pace.host_only": "只有房主（{host}）或具「管理頻道」權限的成員可以變更節奏。",
    "pace.manage_server_only": "只有具「管理伺服器」權限的成員可以變更此伺服器的預設值。",
    "pace.bad_pace": "`{value}` 不是有效的節奏。請選 `live`（即時）或 `async`（回合制）。",
    "pace.bad_duration": "`{value}` 不是有效的時間長度。請寫成 `10m`、`2h`、`1h30m`、`2d` 或 `off`。",
    "pace.bad_reminder": "提醒的間隔可以是 {min} 到 {max}，或 `off`。",
    "pace.bad_time_limit": "時限可以是 {min} 到 {max}，或 `off`。",
    "pace.bad_auto_after": "逾時幾次後自動代打：請填 0（永不）到 {max} 的數字。",
    "pace.reminder_after_limit": ("提醒（{reminder}）必須早於時限（{limit}）。請縮短提醒時間或延長時限。"),
    "pace.back_not_automatic": "機器人沒有在代打你的座位；沒有需要取回的。",
    # Pace: hours, vacation, notices (playing hours, /pace me, /pace away, turn messages; bot/pace/hours.py,
    # bot/pace/players.py). <t:…:f> is Discord's timestamp: each reader sees it in their own time zone.
    "name.pace.set.hours": "時段",
    "name.pace.set.timezone": "時區",
    "name.pace.me": "我的",
    "name.pace.me.quiet_hours": "勿擾時段",
    "name.pace.me.timezone": "時區",
    "name.pace.me.turn_dm": "私訊通知",
    "name.pace.away": "請假",
    "name.pace.away.days": "天數",
    "name.game.new.hours": "時段",
    "name.game.new.timezone": "時區",
    "pace.cmd.set.hours": "遊戲時段：時段外不提醒、不計時，例如 08:00-23:00、8-23 或 off",
    "pace.cmd.set.timezone": "遊戲時段所用的時區，例如 Asia/Taipei（預設為你自己的時區，否則為 UTC）",
    "pace.cmd.me": "你的勿擾時段、時區和輪到你時的私訊，在所有伺服器通用",
    "pace.cmd.me.quiet_hours": "這段時間不提醒你、不為你計時，例如 23:00-07:00 或 off（每天最多 12 小時）",
    "pace.cmd.me.timezone": "你的時區，例如 Asia/Taipei",
    "pace.cmd.me.turn_dm": "對局等你行動時傳私訊給你",
    "pace.cmd.away": "請假：你所有對局的計時都會暫停（填 0 天表示你回來了）",
    "pace.cmd.away.days": "請假天數，1 到 14；回來時填 0",
    "hours.table": "遊戲時段：{hours}（{zone}）；時段外不提醒，也不計時。",
    "hours.me.title": "你的節奏（在所有伺服器通用）：",
    "hours.me.zone": "時區：**{zone}**",
    "hours.me.quiet": "勿擾時段：**{quiet}**（這段時間不提醒你，也不為你計時）",
    "hours.me.no_quiet": "勿擾時段：無",
    "hours.me.dm_on": "輪到你時的私訊：開（對局等你行動時傳私訊給你）",
    "hours.me.dm_off": "輪到你時的私訊：關",
    "hours.me.away": "請假至 <t:{until}:f>",
    "hours.away": "🏖️ {user} 請假至 <t:{until}:f>（<t:{until}:R>）：他所有對局的計時都已暫停。",
    "hours.back": "{user} 回來了：他的對局恢復計時。",
    "hours.bad_window": "`{value}` 不是有效的時段。請寫成 `08:00-23:00`、`8-23` 或 `off`。",
    "hours.bad_timezone": "我不認得時區 `{value}`。請從清單中選擇，例如 `Asia/Taipei`。",
    "hours.table_too_short": "遊戲時段每天至少要有 {hours} 小時，對局才能進行下去。",
    "hours.quiet_too_long": "勿擾時段每天最多 {hours} 小時，你的對局才能進行下去。",
    "hours.bad_vacation": "請假天數要在 1 到 {max} 天之間。",
    "hours.already_away": "你已請假至 <t:{until}:f>。回來時請用 `/節奏 請假` 並填 0 天。",
    "hours.vacation_rest": "你最早可從 <t:{when}:f> 起再次請假：銷假後要等上次請假那麼長的時間，最多一週。",
    "hours.not_away": "你目前沒有請假，不需要銷假。",
    "hours.turn_dm": "🎲 {channel} 的{game}對局輪到你了：{link}",
    "hours.turn_dm_no_link": "🎲 {channel} 的{game}對局輪到你了。",
    "hours.show.away": "請假中（計時暫停）：{users}",
    # Pace: you are next (/pace me's next_dm, the direct message to the player who plays after the current turn;
    # Game.next_up, bot/pace/timers.py). {players}: who plays now, as mentions.
    "name.pace.me.next_dm": "快輪到通知",
    "pace.cmd.me.next_dm": "目前回合之後就輪到你時傳私訊給你，好提前準備",
    "next.me_on": "你是下一位時的私訊：開（目前回合之後就輪到你時傳私訊給你）",
    "next.me_off": "你是下一位時的私訊：關",
    "next.dm": "⏭️ {channel} 的{game}對局下一個就輪到你了，現在是 {players} 在行動：{link}",
    "next.dm_no_link": "⏭️ {channel} 的{game}對局下一個就輪到你了，現在是 {players} 在行動。",
    # Resigning
    "resign.cmd": "在此頻道的遊戲中認輸：由機器人接手你的座位，你會排在最後一名",
    "resign.confirm": (
        "要在這場{game}中認輸嗎？機器人會代打你的座位直到遊戲結束，你會排在最後一名。認輸後就不能反悔了。"
    ),
    "resign.button": "認輸",
    "resign.done": "你已經認輸了。",
    "resign.announce": "🏳️ {user} 認輸了。之後由機器人代打，排名列為最後一名。",
    "resign.ended": "🏳️ {user} 認輸了。遊戲結束！\n{standings}",
    "resign.place": "第 {place} 名：{user}",
    "resign.place_resigned": "第 {place} 名：{user}（已認輸）",
    "resign.already": "你已經在這場遊戲中認輸了。",
    "resign.no_moves": "你已經在這場遊戲中認輸，不能再行動了。你的座位由機器人代打。",
    # Four Color Cards: card words, the private panel's options and the round results.
    "fcc.colour.r": "紅",
    "fcc.colour.y": "黃",
    "fcc.colour.g": "綠",
    "fcc.colour.w": "白",
    "fcc.rank.g": "將",
    "fcc.rank.a": "士",
    "fcc.rank.e": "象",
    "fcc.rank.c": "車",
    "fcc.rank.h": "馬",
    "fcc.rank.p": "包",
    "fcc.rank.s": "卒",
    "fcc.card": "{colour}{glyph}（{rank}）",
    "fcc.cards.many": "{count} 張{card}",
    "fcc.cards.counted": "{card} ×{count}",
    # The glyphs name the meld as printed: 綠色將士象, 紅色俥傌炮.
    "fcc.meld.command": "{colour}{glyphs}",
    "fcc.meld.field": "{colour}{glyphs}",
    "fcc.meld.colour_joiner": "",
    "fcc.meld.soldiers": "{colours}兵卒（{glyphs}）",
    "fcc.meld.general": "單將（{card}）",
    "fcc.meld.generals": "{count} 張單將（{glyphs}）",
    "fcc.meld.pair": "一對{card}",
    "fcc.meld.triple": "三張{card}",
    "fcc.meld.quad": "四張{card}（槓）",
    "fcc.meld.general_quad": "四張{card}（槓）",
    "fcc.meld.scored": "{meld}算 {count} 胡",
    "fcc.meld.scored_winning": "{meld}算 {count} 胡（靠胡的那張牌湊成，按桌面牌組計分）",
    "fcc.said.discard": "{user} 打出{card}",
    "fcc.said.opening_hu": "{user} 用起手牌胡了",
    "fcc.window.dead_one": "沒人要{card}，成了廢牌。",
    "fcc.window.dead": "沒人要{cards}，這 {count} 張都成了廢牌。",
    "fcc.window.turned": "{user} 從牌堆翻出{card}。",
    "fcc.claim.triple": "{user} 碰了{card}，亮出手上的兩張。",
    "fcc.claim.quad": "{user} 槓了{card}，亮出手上的三張。",
    "fcc.claim.general_quad": "{user} 槓了{card}，亮出手上的三張。",
    "fcc.claim.pair": "{user} 吃了{card}，和手上的一張湊成對子。",
    "fcc.claim.general": "{user} 收下{card}，當單將。",
    "fcc.claim.command": "{user} 吃了{card}，亮出手上的{hand}，湊成{meld}。",
    "fcc.claim.field": "{user} 吃了{card}，亮出手上的{hand}，湊成{meld}。",
    "fcc.claim.soldiers3": "{user} 吃了{card}，亮出手上的{hand}，湊成{meld}。",
    "fcc.claim.soldiers4": "{user} 吃了{card}，亮出手上的{hand}，湊成{meld}。",
    "fcc.result.round": "【第 {round} 局（共 {rounds} 局）】",
    "fcc.result.draw": "牌堆翻完了，流局，誰都不用付籌碼。",
    "fcc.result.hu": "{user} 胡了 {source}的{card}。",
    "fcc.result.from_discard": "{user} 打出",
    "fcc.result.from_draw": "{user} 從牌堆翻出",
    "fcc.result.from_own_draw": "自己從牌堆翻出",
    "fcc.result.opening_hu": "{user} 用起手牌胡了。",
    "fcc.result.exhausted_hand": "{user} 吃碰後手上只剩將帥，沒牌可打，本局就此結束，以他的牌結算。",
    "fcc.result.table_melds": "桌面牌組：{melds}。",
    "fcc.result.hand_melds": "手牌牌組：{melds}。",
    "fcc.result.points": "牌組共 {count} 胡。",
    "fcc.result.points_bonus": "牌組共 {count} 胡；點花牌是{card}，再加 {bonus} 胡，合計 {points} 胡。",
    "fcc.result.points_bonus_nothing": "牌組共 {count} 胡；點花牌是{card}，沒有加胡。",
    "fcc.result.points_empty_stock": "牌組共 {count} 胡；牌堆已經空了，沒有點花牌。",
    "fcc.result.paid": "{others} 付給 {user} {chips}。",
    "fcc.result.paid_each": "{others} 各付給 {user} {chips}。",
    "fcc.result.penalty": "不夠 {threshold} 胡：{user} 要賠給 {others} {chips}。",
    "fcc.result.penalty_each": "不夠 {threshold} 胡：{user} 要賠給 {others} 每人 {chips}。",
    "fcc.chips": "{count} 個籌碼",
    "fcc.result.seat_chips": "{user} {chips}",
    "fcc.result.then": "{first}{then}",
    "fcc.result.chips": "目前籌碼：{chips}。",
    "fcc.result.next_round": "【第 {round} 局（共 {rounds} 局）】開始：{user} 當莊，拿 21 張牌先打。",
    "fcc.end.rounds": "最後一局打完了；籌碼最多的玩家獲勝。",
    "panel.four_color_cards.your_discard": "輪到你了：打出一張牌（將帥永遠不能打出）。",
    "panel.four_color_cards.in_play": "場上的牌：{card}，{source}。要吃、碰、胡，還是過？",
    "panel.four_color_cards.from_discard": "由 {user} 打出",
    "panel.four_color_cards.from_draw": "由 {user} 從牌堆翻出",
    "panel.four_color_cards.from_own_draw": "由你自己從牌堆翻出",
    "panel.four_color_cards.no_pass_general": "你翻到了將帥：必須收下，不能過。",
    "panel.four_color_cards.no_pass": "依本桌規則，這張牌你不能過。",
    "panel.four_color_cards.discard_card": "打出{card}",
    "panel.four_color_cards.pass": "過",
    "panel.four_color_cards.hu": "胡牌",
    "panel.four_color_cards.general": "單將：單獨收下",
    "panel.four_color_cards.kong": "槓：{cards}",
    "panel.four_color_cards.pong": "碰：{cards}",
    "panel.four_color_cards.pair": "對子：{cards}",
    "panel.four_color_cards.command": "將士象：{cards}",
    "panel.four_color_cards.field": "車馬包：{cards}",
    "panel.four_color_cards.soldiers": "兵卒：{cards}",
    # Public posts (bot.publisher)
    "post.recorded": "已經記錄了，但 Discord 沒有收到回覆。用 `/遊戲 狀態` 查看盤面。",
    "post.ping": "輪到 {users} 行動。盤面：{link}",
    # Channel permissions the bot lacks (bot.permissions): names as Discord shows them
    "permission.view_channel": "檢視頻道",
    "permission.send_messages": "傳送訊息",
    "permission.send_messages_in_threads": "在討論串中傳送訊息",
    "permission.embed_links": "嵌入連結",
    "permission.attach_files": "附加檔案",
    "permission.named": "**{name}**",
    "post.refused": (
        "我無法在 {channel} 發文：我在那裡缺少{permissions}權限。遊戲照常進行，不會遺失任何東西："
        "只要擁有**管理頻道**或**管理身分組**權限的成員在該頻道的權限設定中授予我，我就會發布最新的盤面。"
    ),
    "post.refused_unknown": (
        "Discord 因為缺少權限，拒絕了我在 {channel} 的發文。我在那裡需要{permissions}權限。"
        "遊戲照常進行，不會遺失任何東西："
        "只要擁有**管理頻道**或**管理身分組**權限的成員在該頻道的權限設定中補上缺少的權限，我就會發布最新的盤面。"
    ),
    "error.cannot_host": (
        "我無法在 {channel} 主持遊戲：我在那裡缺少{permissions}權限，無法發布盤面。"
        "擁有**管理頻道**或**管理身分組**權限的成員可以在該頻道的權限設定中授予我，之後請再試一次。"
    ),
    # /game history
    "history.cmd": "顯示此頻道遊戲（進行中或已結束）的所有行動",
    "history.title": "{game}：到目前為止的行動（共 {count} 步）",
    "history.line": "{number}. {player}：`{move}`",
    "history.secret": "{number}. {player}：（祕密選擇）",
    "history.empty": "這場{game}還沒有任何行動。",
    "history.earlier": {"other": "（更早的 {count} 步請見附件。）"},
    # /game mine
    "mine.cmd": "列出你在此伺服器上進行中的遊戲",
    "mine.title": "你在此伺服器上進行中的遊戲：",
    "mine.line": "**{game}**（{channel}）：{turn} · [盤面]({link})",
    "mine.your_turn": "輪到你",
    "mine.your_turn_for": "輪到你，已等待 {waited}",
    "mine.waiting": "等待 {users}",
    "mine.more": "……還有 {count} 場。",
    "mine.none": "你在此伺服器上沒有進行中的遊戲。用 `/遊戲 建立` 開一局吧。",
    # /遊戲 重播、/遊戲 匯出、已結束遊戲的 /遊戲 紀錄
    "name.game.replay": "重播",
    "name.game.export": "匯出",
    "name.game.record.game": "編號",
    "cmd.game.replay": "貼出此頻道最近一場已結束遊戲（或指定編號的遊戲）的動畫重播",
    "cmd.game.export": "以 JSON 檔取得此頻道最近一場已結束遊戲的紀錄（只有你看得到）",
    "cmd.game.record.game": "已結束遊戲的編號（不填則為此頻道最近結束的一場）",
    "cmd.game.history.game": "遊戲編號（不填則為此頻道進行中的遊戲，否則為最近結束的一場）",
    "history.title_over": "{game}（編號 {number}）：所有行動（共 {count} 步）",
    "replay.none_finished": "此頻道還沒有已結束的遊戲：遊戲結束後才有重播和紀錄。",
    "replay.not_here": "此頻道沒有編號 {number} 的遊戲。請確認編號，或到進行那場遊戲的頻道詢問。",
    "replay.in_progress": "編號 {number} 的遊戲還在進行中：結束後才有重播和紀錄。",
    "replay.cancelled": "編號 {number} 的遊戲已取消：只有已結束的遊戲才有重播和紀錄。",
    "replay.building": {"other": "正在製作這場{game}的重播（{count} 個盤面）……"},
    "replay.title": {"other": "**{game}**（編號 {number}）重播，共 {count} 個盤面。玩家：{players}"},
    "replay.too_long": "這場遊戲太長，無法在 {size} MiB 內做成動畫。`/遊戲 匯出` 可取得完整紀錄。",
    "export.done": {
        "other": "**{game}**（編號 {number}）的對局紀錄：牌桌選項、亂數種子、玩家、全部 {count} 步行動與各步時間，"
        "以及結果。"
        "用 `python -m games.replay 檔案` 可以重新播放這場遊戲。"
    },
    # /settings
    "settings.cmd": "此伺服器的遊戲設定（需「管理伺服器」權限）",
    "settings.cmd.board": "盤面的發布方式：每回合發一則新訊息，或原地編輯同一則訊息",
    "settings.cmd.board.mode": "每回合發新訊息：每回合貼一則新盤面；原地編輯同一則訊息：只更新一則盤面，另發簡短提醒",
    "settings.cmd.show": "顯示此伺服器的遊戲設定",
    "settings.mode.new": "每回合發一則新的盤面訊息",
    "settings.mode.edit": "原地編輯同一則盤面訊息，並簡短提醒輪到誰",
    "settings.board_set": "此伺服器的盤面：{mode}。從下一則盤面開始套用。",
    "settings.show": "此伺服器的遊戲設定：\n盤面：{mode}",
    "settings.not_allowed": "只有具「管理伺服器」權限的成員可以變更此伺服器的遊戲設定。",
    "settings.unknown_mode": "沒有這種盤面模式。請從以下選擇：{modes}。",
    "settings.cmd.language": "此伺服器的盤面、房間和提醒所使用的語言",
    "settings.cmd.language.language": "自動：機器人會說伺服器的語言時就用它，否則用英文",
    "settings.choice.auto": "自動：跟隨伺服器的語言",
    "settings.language.auto": "自動（目前：{language}）",
    "settings.language_set": (
        "此伺服器的盤面、房間和提醒：{language}。從下一則訊息開始套用；只有你看得到的回覆，"
        "仍會使用你自己的 Discord 語言。"
    ),
    "settings.show.language": "公開訊息：{language}",
    "settings.unknown_language": "機器人不會說這種語言。請從以下選擇：{languages}。",
    # Rules summaries, one per game (shown by /rules).
    "rules.tiny_tricks": (
        "用來測試機器人的三張牌吃墩遊戲。所有人先同時把一張牌傳給左手邊的玩家，"
        "接著打三墩；最大的牌贏得該墩。\n\n"
        "**行動**：`pass 7`（選擇要傳出的牌）、`play 7`（出一張牌）。"
    ),
    "rules.copenhagen": (
        "《哥本哈根》是 2 到 4 人的板塊拼放遊戲。你從港口收集各色卡牌，用它們換取板塊，建造自家房子的立面。"
        "填滿整列或整欄就能得分。最先達到 **12 分**的玩家立刻獲勝。"
    ),
    "rules.copenhagen.goal.title": "你的立面",
    "rules.copenhagen.goal": (
        "你的立面是 5 欄（從左到右為 a 到 e）× 9 列（1 是地面層，9 是頂樓）的格子，要用 2 到 5 格大小的板塊填滿。"
        "每塊板塊都恰好有一格**磚塊**，其他格都是**窗戶**。\n"
        "- 填滿整列和整欄就能得分。\n"
        "- 只由窗戶組成的列或欄，得分加倍。\n"
        "- **紋章**（在 c3、e5、b7、d9 格，以及第 2、4、6 列旁邊）能讓你執行額外的紋章行動。"
    ),
    "rules.copenhagen.turn.title": "你的回合",
    "rules.copenhagen.turn": (
        "第一位玩家起手 2 張牌，第二、三位 3 張，第四位 4 張。輪到你時，從下面兩件事中**擇一**：\n"
        "- **拿牌**：從港口的 7 個位置中任拿一張牌，再從緊鄰它的位置拿第二張（7 號和 1 號位置不相鄰）。\n"
        "- **建造**：在你的立面上建造一塊板塊。\n"
        "手牌上限 **7 張**：只要拿牌後超過，就立刻棄掉一張。你的回合結束時，港口的空位會從抽牌堆補滿。卡牌只看顏色；"
        "上面印的形狀只是提示。"
    ),
    "rules.copenhagen.build.title": "建造板塊",
    "rules.copenhagen.build": (
        "從共用的供應區挑一塊還有剩的板塊：選顏色（紅、黃、綠、藍或紫）和 2 到 5 格的大小。"
        "每種顏色都有自己的形狀。\n"
        "- **費用**：每格付一張同色的牌；如果板塊的側邊碰到你立面上同色的板塊，就少付一張。這個折扣會自動計算。\n"
        "- 板塊可以任意旋轉和鏡像翻轉。\n"
        "- 板塊不能超出格子範圍，也不能重疊。至少要有一格在地面層，或直接壓在先前建好的格子上；其他格可以懸空。\n"
        "付出的牌放進棄牌堆。"
    ),
    "rules.copenhagen.scoring.title": "計分",
    "rules.copenhagen.scoring": (
        "每建好一塊板塊，都會依你整個立面重新計分，白色板塊也算：\n"
        "- 填滿一整**列**（5 格）：**1** 分；全是窗戶則得 **2** 分。\n"
        "- 填滿一整**欄**（9 格）：**2** 分；全是窗戶則得 **4** 分。\n"
        "只要有一格磚塊，這一列或欄的得分就減半，所以磚塊要放得小心。第 2、4、6 列的計分和其他列一樣。"
        "分數永遠不會減少。"
    ),
    "rules.copenhagen.coats.title": "紋章與能力",
    "rules.copenhagen.coats": (
        "你的板塊每蓋住一個紋章格（c3、e5、b7、d9），或每完成一條有紋章的列（2、4、6），你就獲得一次**紋章行動**。"
        "每次行動擇一：\n"
        "- 免費放一塊**白色窗戶**板塊，放在地面層或直接放在已建好的格子上（它也可能再帶來紋章行動）；\n"
        "- 拿一個你還沒有的**能力**；\n"
        "- 把你所有用過的能力翻回正面。\n"
        "每個能力用過一次後，要翻回正面才能再用：\n"
        "- **任何卡**（所有人一開始都有）：第二張牌可以從任何位置拿。\n"
        "- **附加卡**：從任何位置拿第三張牌。\n"
        "- **建築折扣**：少付一張牌。\n"
        "- **顏色變化**：另一種顏色的牌可以當作板塊的顏色來付。\n"
        "- **兩個行動**：先拿牌，再建造。"
    ),
    "rules.copenhagen.end.title": "遊戲結束",
    "rules.copenhagen.end": (
        "- 只要某塊板塊（白色的也算）讓你達到 **12 分**以上，你就獲勝。勝利會在這塊板塊帶來的紋章行動之前結算，"
        "之後也沒有人再行動。\n"
        "- 否則，補充港口時一翻出「**遊戲結束**」卡，遊戲就立刻結束。這張卡在抽牌堆的最後 10 張裡；3 或 4 人遊戲時，"
        "則在第二輪的抽牌堆裡（第一輪抽完後，把棄牌堆洗勻而成）。分數最高的人獲勝。平手時，空格最少的人獲勝；"
        "仍然平手就共享勝利。"
    ),
    "rules.copenhagen.moves.title": "行動",
    "rules.copenhagen.moves": (
        "用 `/出招` 輸入行動，它會列出合法的選項。港口位置從左到右是 1 到 7。\n"
        "- `take 3`：拿 3 號位置的牌（使用附加卡時也這樣寫）。\n"
        "- `discard red`：手牌超過 7 張時，棄掉一張紅牌。\n"
        "- `build red3 r90 c2`：板塊（顏色和大小）、方向，最後是磚塊所在的格子。r0 是印刷的方向；r90、r180、"
        "r270 為順時針旋轉；m0 到 m270 為先鏡像翻轉再旋轉。\n"
        "- `pay 1red 1blue` 或 `pay 1red discount`：能力讓你有不同付法時，選擇怎麼付；`cancel` 重新選擇。\n"
        "- `both`：拿牌後使用兩個行動（即使之後沒有建造也算用掉）；改用 `end` 則結束回合。\n"
        "- `white c3`、`ability extra`（或 any、discount、colors、both）、`refresh`：紋章行動。"
    ),
    "rules.troyes_dice": (
        "特魯瓦骰子（Troyes Dice）是 1 到 10 人的擲骰紙筆遊戲。在 8 天裡，你挑選骰子來收集資源、"
        "在城市的三個區建造，並招募市民。所有人同時做選擇。第 8 天結束後，分數最高的人獲勝。"
    ),
    "rules.troyes_dice.goal.title": "目標與計分表",
    "rules.troyes_dice.goal": (
        "靠**市民**（每位 1 分）、**大教堂**和剩下的資源得分。\n"
        "你的計分表有三個區，各有對應的資源：\n"
        "- **紅色**：**影響力**\n"
        "- **黃色**：**金幣**\n"
        "- **白色**：**知識**\n"
        "每區有 6 個編號的欄：上排是**聲望**建築，下排是**工作**建築。每種資源一開始各有 3 個。"
        "每條資源軌整場遊戲只有 18 格：花掉資源不會空出格子，超過 18 的收入就浪費了。資源軌的第 6、12、"
        "18 格各給你一位同色的市民。"
    ),
    "rules.troyes_dice.day.title": "一天：擲骰與價格",
    "rules.troyes_dice.day": (
        "8 天中的每一天都分成**上午**和**下午**兩輪。每輪擲 3 顆透明骰和 1 顆**黑骰**，"
        "依點數由小到大放上 4 個廣場（同點數時黑骰排前面）。透明骰會變成所在廣場的顏色。骰子所在的位置決定價格：\n"
        "- 位置 1：免費\n"
        "- 位置 2：1 個任選資源\n"
        "- 位置 3：1 枚金幣\n"
        "- 位置 4：2 枚金幣\n"
        "沒有人能拿黑骰，但它仍然佔著位置。每個人祕密挑一顆骰子（好幾個人可以挑同一顆），然後所有人的選擇一起公開。"
    ),
    "rules.troyes_dice.die.title": "拿骰子",
    "rules.troyes_dice.die": (
        "骰子的顏色決定資源或區，點數決定數量或欄號。使用前可以調整它，調整只對你自己有效：\n"
        "- 改成其他任一顏色：**2 點知識**\n"
        "- 點數加減：每 1 點花 **1 點影響力**（點數不能從 6 繞回 1）\n"
        "如果黑骰佔走位置 1，而你完全沒有資源，你就不拿骰子，改成每種資源各拿 1 個，也不執行行動。"
    ),
    "rules.troyes_dice.actions.title": "三種行動",
    "rules.troyes_dice.actions": (
        "- **資源**：獲得骰子點數那麼多的該色資源。\n"
        "- **工作**：在骰子顏色的區、與點數相同的欄，建造下排的工作建築：獲得 2 位該色市民。\n"
        "- **聲望**：以同樣方式建造上排的聲望建築，並立即生效：\n"
        "**堡壘**（紅）：1 位市民（左邊兩欄為紅色、中間兩欄為黃色、右邊兩欄為白色）；"
        "它能保護所在的欄不被黑骰摧毀。\n"
        "**公會**（黃）：目前每有一顆透明骰在紅色（左邊兩欄）、黃色（中間兩欄）或白色（右邊兩欄）廣場上，"
        "就獲得 3 個該色資源（從左數第 1、3、5 欄）或 2 位該色市民（第 2、4、6 欄）。\n"
        "**大教堂**（白）：遊戲結束時得分。\n"
        "每一格只能建造一次。"
    ),
    "rules.troyes_dice.black.title": "黑骰",
    "rules.troyes_dice.black": (
        "黑骰會擋住它所在的廣場。這一輪結束後，那個廣場會翻面，通常會變成另一種顏色。從第 3 天起，在所有人選擇之前，"
        "黑骰還會攻擊每張計分表：在與它的廣場同色的區、與它的點數相同的欄，上下兩格只要還沒建好，"
        "就會被摧毀（劃掉）。先前在該欄建好的**堡壘**能保護整欄。被摧毀的格子永遠不能建造，額外建造也不行。"
    ),
    "rules.troyes_dice.scoring.title": "市民與獎勵",
    "rules.troyes_dice.scoring": (
        "市民會填進三條各 20 格的市民軌。獎勵可以連鎖觸發：\n"
        "- 三條軌都到 3：每種資源各 1 個\n"
        "- 三條都到 6，以及三條都到 11 時：額外建造一棟任意顏色的工作建築\n"
        "- 某條軌的第 15 位：額外建造一棟另外兩種顏色之一的聲望建築\n"
        "- 某條軌的第 20 位：另外兩種顏色的市民各 1 位\n"
        "額外建造可以建在任何空格，並獲得該建築的效果。同一排兩棟相鄰建築之間的**菱形**，在兩棟都建好時給予獎勵。"
    ),
    "rules.troyes_dice.end.title": "遊戲結束",
    "rules.troyes_dice.end": (
        "第 8 天下午結束後，遊戲結束。計分方式：\n"
        "- 每位市民 1 分\n"
        "- 每座大教堂：倍數 × 你在對應那一排的建築數。從左數第 1 欄的大教堂計算堡壘；第 2 到第 6 欄依序計算伯爵府、"
        "公會、市政廳、大教堂、主教府。你的前兩座大教堂是 ×1，接下來兩座 ×2，最後兩座 ×3。\n"
        "- 每種剩下的資源，每 2 個得 1 分\n"
        "總分最高的人獲勝；同分的玩家名次並列。"
    ),
    "rules.troyes_dice.moves.title": "行動",
    "rules.troyes_dice.moves": (
        "按**選擇骰子**，或用 `/出招` 輸入：先寫 die 和位置，再視需要加上 pay、as 和 to，最後寫行動。\n"
        "- `die 1 work`：拿免費的 1 號骰，建造它的工作建築\n"
        "- `die 2 pay knowledge resources`：拿 2 號骰，用 1 點知識支付，拿資源\n"
        "- `die 3 as white to 5 prestige`：把 3 號骰當成白色 5，在第 5 欄建造大教堂\n"
        "- `supplies`：沒有資源且黑骰在位置 1 時\n"
        "- `build work yellow 4`、`build prestige white 2`：選擇公開後的額外建造"
    ),
    "rules.four_color_cards": (
        "四色牌是 2 到 4 人玩的台灣紙牌遊戲。吃碰別人打出或翻出的牌來組成牌組，等整手牌都能組成牌組時就喊**胡**。"
        "至少 10 胡，其他人才會付你籌碼。打完 3 局後，籌碼最多的人獲勝。"
    ),
    "rules.four_color_cards.goal.title": "目標",
    "rules.four_color_cards.goal": (
        "把整手牌都組成牌組來結束一局：用完成牌組的那張牌喊**胡**。每個牌組都有胡數。至少 **10 胡**時，"
        "其他每位玩家都要付你籌碼；不到 10 胡，反而要你賠給他們。只有結束這局的人計分。最後一局結束後，"
        "籌碼最多的人獲勝。"
    ),
    "rules.four_color_cards.cards.title": "牌",
    "rules.four_color_cards.cards": (
        "共 112 張：**4 種顏色**（紅、黃、綠、白）、**7 種牌**，每種顏色的每種牌各有 **4 張**。"
        "紅牌和黃牌印前一個字，綠牌和白牌印後一個字：\n"
        "- 將：帥／將\n"
        "- 士：仕／士\n"
        "- 象：相／象\n"
        "- 車：俥／車\n"
        "- 馬：傌／馬\n"
        "- 包：炮／包\n"
        "- 卒：兵／卒\n"
        "顏色和牌種都相同的兩張牌才算**相同**。每人發 20 張；莊家 21 張。"
    ),
    "rules.four_color_cards.turn.title": "回合與吃碰",
    "rules.four_color_cards.turn": (
        "莊家先打出一張牌。**將帥永遠不能打出**。每張打出或從牌堆翻出的牌都可以**吃碰胡**：所有人同時回應，"
        "吃、碰、胡或過。\n"
        "- **胡**、**槓**、**碰**：打牌者以外的任何人都可以。\n"
        "- **吃**（組成其他牌組）：只有打牌者的下家可以；如果是翻出的牌，則是翻牌的人和他的下家。\n"
        "胡大於槓、槓大於碰、碰大於其他牌組；同級時由座位最近的人優先。拿到這張牌的人把牌組攤在桌面上，再打出一張牌，"
        "遊戲從他那裡繼續。如果所有人都過，這張牌就作廢，由亮出它的人的下家翻開牌堆最上面的牌。牌永遠不會摸進手裡。"
        "你翻到的將帥必須由你收下（單獨或組成牌組），除非有人用它胡或槓。"
    ),
    "rules.four_color_cards.melds.title": "牌組（桌面／手牌胡數）",
    "rules.four_color_cards.melds": (
        "**桌面**牌組是你吃碰後攤開的牌組；**手牌**牌組在計分前都不公開。\n"
        "- 單將：1／1\n"
        "- 將士象（同色的將、士、象）：2／2\n"
        "- 車馬包（同色的車、馬、包）：1／1\n"
        "- 三色兵卒（三種不同顏色的兵卒）：3／3\n"
        "- 四色兵卒（四種顏色的兵卒各一張）：5／5\n"
        "- 對子，兩張相同的牌（將帥和兵卒除外）：0／0\n"
        "- 碰，三張相同的牌（將帥除外）：1／3\n"
        "- 槓，四張相同的牌（將帥除外）：6／8\n"
        "- 四將，四張相同將帥的槓：8／6\n"
        "兩三張相同的將帥只算各自的單將。每張牌只能屬於一個牌組。桌面牌組攤出後就不能再變動。"
    ),
    "rules.four_color_cards.winning.title": "胡牌",
    "rules.four_color_cards.winning": (
        "當你的手牌加上場上的牌能完整拆成牌組、沒有剩牌時，就喊**胡**。莊家不能用發到的 21 張牌胡。"
        "桌面牌組按桌面胡數計分，手牌牌組按手牌胡數計分（系統會替你找出最好的拆法）；胡的那張牌所完成的牌組，"
        "按桌面胡數計分。要達到 **10 胡**才會收到籌碼。\n"
        "**點花牌**：如果你達到 10 胡，就翻開牌堆最上面的牌（如果還有牌）。你每有一張與它相同的牌（手牌、"
        "桌面或胡的那張牌都算），就 +1 胡。點花不算進 10 胡的門檻。"
    ),
    "rules.four_color_cards.chips.title": "籌碼",
    "rules.four_color_cards.chips": (
        "每人一開始有 **20 個籌碼**；籌碼可以變成負數。\n"
        "- **以 10 胡以上胡牌**：其他每位玩家付你（胡數 − 10）+ 1 個籌碼。\n"
        "- **不夠胡**：結束這局時不到 10 胡，你要賠其他每位玩家各 11 個籌碼。\n"
        "- **流局**：誰都不用付。\n"
        "4 人局的例子：你的牌組共 12 胡，點花牌和你的 2 張牌相同，所以你有 14 胡。"
        "每位對手付你 14 − 10 + 1 = 5 個籌碼，你共得 15 個。如果不夠胡，你要賠出 3 × 11 = 33 個籌碼。"
    ),
    "rules.four_color_cards.end.title": "一局與整場遊戲的結束",
    "rules.four_color_cards.end": (
        "一局在以下情況結束：\n"
        "- 有人喊**胡**；\n"
        "- 吃碰的人已經沒有牌可打（只剩將帥，或沒有牌）：由他結束這局並計分；\n"
        "- 需要翻牌，但牌堆已經空了：**流局**。\n"
        "贏家當下一局的莊家；流局或不夠胡時，由原莊家連莊。遊戲預設共 **3 局**。籌碼最多的人獲勝；"
        "籌碼相同則名次並列。"
    ),
    "rules.four_color_cards.moves.title": "行動",
    "rules.four_color_cards.moves": (
        "用 `/出招` 輸入行動。一張牌寫成顏色字母（r 紅、y 黃、g 綠、w 白）加牌種字母（g 將、a 士、e 象、c 車、h 馬、"
        "p 包、s 卒）：rc 就是紅俥。吃碰時不用寫出場上的那張牌。\n"
        "- `discard rc`：打出紅俥\n"
        "- `pass`：過，不要這張牌\n"
        "- `hu`：用這張牌胡\n"
        "- `pong`、`kong`、`pair`：用你手上相同的牌\n"
        "- `general`：單獨收下翻到的將帥\n"
        "- `command`、`field`：用同色的另外兩張牌組成將士象或車馬包\n"
        "- `soldiers ys gs` 或 `soldiers ys gs ws`：加上你其他顏色的兵卒"
    ),
    "pace.off": "關閉",
    # AI players: lobby commands and buttons, names.
    "name.game.addbot": "新增ai",
    "name.game.addbot.level": "難度",
    "name.game.removebot": "移除ai",
    "cmd.game.addbot": "把此頻道房間的下一個座位交給 AI 玩家（限房主）",
    "cmd.game.addbot.level": "AI 的難度（預設簡單，可選困難）",
    "cmd.game.removebot": "移除最後加入的 AI 玩家（限房主）",
    "choice.ai.easy": "簡單",
    "choice.ai.strong": "困難",
    "button.ai_easy": "+ AI（簡單）",
    "button.ai_strong": "+ AI（困難）",
    "button.ai_remove": "− AI",
    "lobby.ai_added": "{user} 入座了。",
    "lobby.ai_removed": "{user} 離開了牌桌。",
    "error.host_only_ai": "只有房主（{host}）可以新增或移除 AI 玩家。",
    "error.no_ai_seat": "這個房間裡沒有可以移除的 AI 玩家。",
    "error.bad_ai_level": "請從清單中選擇 AI 難度：簡單或困難。",
    "ai.name": "AI · {level} {number}",
    "ai.level.easy": "簡單",
    "ai.level.strong": "困難",
    "rules.ai.title": "與 AI 對戰",
    "rules.ai": (
        "在房間裡，房主用 `/遊戲 新增ai 難度:簡單` 或 `難度:困難`（或 **+ AI** 按鈕）把座位交給 AI 玩家；"
        "`/遊戲 移除ai`（或 **− AI**）移除最後加入的 AI。**簡單** AI 會立刻做出合理的一步；"
        "**困難** AI 每步思考約一秒：別人手上的牌和之後才會出現的牌或骰子它都不知道，只能設想許多種可能，"
        "挑出整體最好的一步。AI 和玩家一樣，只看得到自己座位能看到的資訊。玩家逾時後，由簡單 AI 代為行動。"
    ),
    # 牌桌選項：/game option、房間裡的選項欄、/game status（bot/options.py）。
    "name.game.option": "選項",
    "name.game.option.name": "名稱",
    "name.game.option.value": "設定值",
    "cmd.game.option": "修改此頻道房間的牌桌選項（限房主）",
    "cmd.game.option.name": "哪個選項（清單裡是這個遊戲的選項）",
    "cmd.game.option.value": "新的設定值（清單裡是可以選的值）",
    "option.lobby_field": "牌桌選項",
    "option.defaults": "使用一般規則。房主可以用 `/遊戲 選項` 修改。",
    "option.shown": "{option}：{value}",
    "option.status": "牌桌選項：{options}",
    "option.set": "{user} 把「{option}」設為 {value}。",
    "option.separator": "；",
    "option.range": "{low} 到 {high} 之間的整數",
    "option.accepted": "`{value}`（{label}）",
    "option.yes": "是",
    "option.no": "否",
    "error.host_only_option": "只有房主（{host}）可以修改牌桌選項。",
    "error.option_after_start": "遊戲已經開始了：牌桌選項要在開始前，在房間裡設定。",
    "error.unknown_option": "{game}沒有「{option}」這個選項。它的選項有：{options}。",
    "error.bad_option_value": "「{option}」不能設為「{value}」。可以選：{accepted}。",
    # The least reliability a player needs to join (bot.reliability), an option of every game.
    "option.reliability": "最低可靠度",
    "option.reliability.value": "≥ {value}%",
    "option.seating": "座位",
    "option.seating.join": "依加入順序",
    "option.seating.random": "隨機順序",
    "option.troyes_dice.column_order": "欄的順序",
    "option.troyes_dice.column_order.standard": "標準（由左到右 1 到 6）",
    "option.troyes_dice.column_order.random": "隨機（所有人都一樣）",
    "option.four_color_cards.rounds": "局數",
    "option.four_color_cards.starting_chips": "起始籌碼",
    "option.four_color_cards.threshold": "門檻（收籌碼需要的胡數）",
    "option.four_color_cards.stake": "每次付款另加的固定籌碼",
    "option.four_color_cards.bonus_counts_toward_threshold": "點花算進門檻",
    "option.four_color_cards.bonus_match": "點花牌相同的條件",
    "option.four_color_cards.bonus_match.colour_and_rank": "顏色和牌種都相同",
    "option.four_color_cards.bonus_match.rank_only": "牌種相同就算",
    "option.four_color_cards.bonus_below_threshold": "未達門檻也翻點花牌",
    "option.four_color_cards.winning_meld_value": "胡的那張牌所完成的牌組",
    "option.four_color_cards.winning_meld_value.table": "按桌面胡數",
    "option.four_color_cards.winning_meld_value.hand": "按手牌胡數",
    "option.four_color_cards.winning_meld_value.table_if_claimed": "按桌面胡數，自己翻出的按手牌胡數",
    "option.four_color_cards.pair_claims": "可以吃牌組成對子",
    "option.four_color_cards.pairs_in_winning_hand": "胡牌時可以有對子",
    "option.four_color_cards.hu_below_threshold": "未達門檻也能胡（按不夠胡賠籌碼）",
    "option.four_color_cards.forced_hu": "能胡就一定要胡",
    "option.four_color_cards.forced_kong": "能槓就不能過",
    "option.four_color_cards.next_opener": "下一局的莊家",
    "option.four_color_cards.next_opener.winner": "贏家（流局或不夠胡時由原莊家連莊）",
    "option.four_color_cards.next_opener.rotate": "下一位玩家",
    "option.four_color_cards.dead_wall": "牌堆最後不翻的死牌",
    "option.four_color_cards.opening_hu": "莊家可用起手 21 張牌胡",
    "error.other_channel": "這個按鈕屬於另一個頻道的遊戲或房間，請到那個頻道使用。",
    "error.forged": "這個按鈕或選單不是機器人發的，請改用機器人最新訊息上的按鈕。",
    # /game sheet and the Troyes Dice board's Sheets menu: any player's sheet, for anyone.
    "name.game.sheet": "計分表",
    "name.game.sheet.player": "玩家",
    "cmd.game.sheet": "查看特魯瓦骰子某位玩家的計分表（只有你看得到）",
    "cmd.game.sheet.player": "要查看哪位玩家的計分表",
    "panel.troyes_dice.sheets": "計分表…",
    "panel.troyes_dice.sheet_choice": "{name} 的計分表",
    "panel.troyes_dice.sheet_points": {"other": "{count} 分"},
    "panel.troyes_dice.sheet_of": "{user} 的計分表（{number} 號座位），大家看到的都一樣。選擇在揭曉前都是祕密。",
    "panel.troyes_dice.sheet_other_game": "只有特魯瓦骰子有計分表可看；這個頻道的遊戲是{game}。",
    "panel.troyes_dice.sheet_not_playing": "{user} 沒有參加這個頻道的遊戲。AI 的計分表在盤面下方的「計分表」選單裡。",
    "panel.troyes_dice.final_sheet_of": "{user} 在這個頻道上一局特魯瓦骰子的最終計分表（{number} 號座位）。",
    "panel.troyes_dice.sheet_no_game": (
        "這個頻道沒有進行中或已結束的特魯瓦骰子遊戲，沒有計分表可看。用 `/遊戲 建立` 開一局吧。"
    ),
    "panel.troyes_dice.sheet_not_played": "{user} 沒有參加這個頻道上一局特魯瓦骰子。那局的最終盤面上列有所有玩家。",
    # 四色牌：胡牌選項——這手牌值多少胡，胡了會收多少或付多少。
    "panel.four_color_cards.hu_paid": "胡牌：{count} 胡，每人付你 {amount} 個籌碼",
    "panel.four_color_cards.hu_penalty": "胡牌：{count} 胡，不夠 {threshold} 胡，你賠每人 {amount} 個籌碼",
    "panel.four_color_cards.hu_note_paid": (
        "現在胡的話，這手牌 {count} 胡（門檻 {threshold} 胡），其他每位玩家各付你 {amount} 個籌碼，共 {total} 個。"
    ),
    "panel.four_color_cards.hu_note_penalty": (
        "現在胡的話，這手牌只有 {count} 胡，不夠 {threshold} 胡的門檻："
        "你要付給其他每位玩家各 {amount} 個籌碼，共 {total} 個。"
    ),
    "panel.four_color_cards.hu_note_bonus": "胡牌後還要翻點花牌：你每有一張和它相同的牌，每人就多付你 1 個籌碼。",
    "panel.four_color_cards.hu_note_bonus_may_reach": "這桌的點花計入門檻，點花牌仍可能讓你達到 {threshold} 胡。",
    # 每日挑戰：/每日挑戰 開始 與 /每日挑戰 排行榜（bot/cogs/daily.py、bot/daily/）。
    "name.daily": "每日挑戰",
    "name.daily.play": "開始",
    "name.daily.leaderboard": "排行榜",
    "name.daily.leaderboard.day": "日期",
    "cmd.daily": "每日挑戰：每天一局，所有人的骰子都一樣",
    "cmd.daily.play": "在私人討論串中開始或回到你今天的對局",
    "cmd.daily.leaderboard": "查看此伺服器的每日挑戰排行榜",
    "cmd.daily.leaderboard.day": "哪一天",
    "choice.daily.today": "今天",
    "choice.daily.yesterday": "昨天",
    "permission.create_private_threads": "建立私人討論串",
    "daily.thread_name": "{game}每日挑戰 {day}：{player}",
    "daily.started": (
        "{player}，這是 {day} 的每日挑戰：單人{game}，今天所有玩家的骰子都一樣。"
        "用 `/出招` 或盤面下方的按鈕做出選擇。"
    ),
    "daily.opened": "你今天的對局已在 {thread} 開啟，這是只屬於你的私人討論串：今天大家的骰子都一樣，請勿爆雷！",
    "daily.goes_on": "你今天的對局仍在 {thread} 中進行。",
    "daily.played": (
        "你已在 {thread} 完成今天的挑戰：**{points}**，本伺服器第 {rank} 名，{streak}。"
        "下一局開放時間：{next}。"
    ),
    "daily.played_cancelled": "你今天的對局已取消；每天只能玩一局，下一局開放時間：{next}。",
    "daily.result": "{user} 完成了今天的每日挑戰（{game}）：**{points}**，目前在本伺服器排第 {rank} 名，{streak}。",
    "daily.points": {"other": "{count} 分"},
    "daily.streak": {"other": "已連續挑戰 {count} 天"},
    "daily.text_channel_only": "請在文字頻道中開始每日挑戰：對局會在該頻道下的私人討論串中開啟。",
    "daily.cannot_open": (
        "我無法在 {channel} 開啟你今天的對局：我在那裡缺少{permiss"
        "ions}權限，而對局只能在私人討論串中進行。擁有**管理頻道**或**管理"
        "身分組**權限的成員可以在該頻道的權限設定中授予我，之後請再試一次。"
    ),
    "daily.bad_day": "請選擇今天或昨天。",
    "daily.board_title": "{game}每日挑戰：{day}",
    "daily.board_line": "**{rank}.** {player} · {points}",
    "daily.board_line_past": "**{rank}.** {player} · {points} · 編號 {number}",
    "daily.board_more": {"other": "……還有 {count} 人"},
    "daily.board_next": "下一局開放時間：{next}。",
    "daily.board_past": "這一天已經結束：任何人都可以用 `/遊戲 匯出` 查看這些對局。",
    "daily.board_empty": "本伺服器還沒有人完成 {day} 的每日挑戰。",
    "daily.secret": "這是每日挑戰的對局：骰子要等當天結束後才公開（{when}）。",
    # 積分：/排行榜 與 /戰績（bot/cogs/ratings.py、bot/ui/ratings.py）。
    "name.leaderboard": "排行榜",
    "name.leaderboard.game": "遊戲",
    "name.stats": "戰績",
    "name.stats.player": "玩家",
    "cmd.leaderboard": "查看此伺服器某款遊戲的積分排行榜",
    "cmd.leaderboard.game": "哪款遊戲",
    "cmd.stats": "查看玩家在此伺服器的局數、勝場、最高分、積分與最近戰績",
    "cmd.stats.player": "要看誰的戰績（不選就是你自己）",
    "ratings.no_guild": "積分與戰績是各伺服器分開記錄的：請在伺服器的頻道裡使用這個指令。",
    "ratings.ai_entry": "AI · {level}",
    "ratings.games": {"other": "{count} 局"},
    "ratings.wins": {"other": "{count} 勝"},
    "ratings.more": "……還有 {more} 筆",
    "leaderboard.title": "{game}排行榜",
    "leaderboard.line": "**{rank}.** {player} · {rating} · {games}，{wins}",
    "leaderboard.none_ranked": "還沒有人上榜：完成 {needed} 局積分對局才有名次。",
    "leaderboard.provisional": "暫定（積分對局不到 {needed} 局）",
    "leaderboard.provisional_line": "{player} · {games}，{wins}",
    "leaderboard.caller_title": "你的名次",
    "leaderboard.caller": "{user}：第 {rank} 名（共 {total} 名），積分 {rating}",
    "leaderboard.caller_provisional": "{user}：暫定，積分 {rating}（積分對局 {rated}/{needed}）",
    "leaderboard.caller_unrated": "{user} 在這個伺服器還沒有{game}的積分對局。",
    "leaderboard.footer": (
        "積分：OpenSkill 的保守估計（μ − 3σ），來自兩人以上、已結束的對局。積分對局滿 {needed} 局才有名次。"
    ),
    "leaderboard.empty": (
        "這個伺服器還沒有人有{game}的積分對局：每一局兩人以上、已結束的對局都算。用 `/遊戲 建立` 開一局吧。"
    ),
    # Seasons (/season, /leaderboard's season and all-time options: bot/cogs/seasons.py) and reliability
    # (/stats, the lobby's list and its minimum: bot/reliability.py).
    "name.leaderboard.all_time": "歷史總榜",
    "name.leaderboard.season": "賽季",
    "cmd.leaderboard.all_time": "顯示歷史總積分，而不是本賽季的積分",
    "cmd.leaderboard.season": "要查看第幾賽季的排名（填賽季編號）",
    "name.season": "賽季",
    "name.season.start": "開始",
    "name.season.start.game": "遊戲",
    "name.season.start.weeks": "週數",
    "name.season.end": "結束",
    "name.season.end.game": "遊戲",
    "cmd.season": "管理此伺服器各款遊戲的賽季：每季積分重新計算",
    "cmd.season.start": "開始一款遊戲的賽季，積分從頭算起（需「管理伺服器」權限）",
    "cmd.season.start.game": "哪款遊戲",
    "cmd.season.start.weeks": "賽季持續幾週",
    "cmd.season.end": "立即結束進行中的賽季並公布最終排名（需「管理伺服器」權限）",
    "cmd.season.end.game": "哪款遊戲的賽季（同時有多個賽季時必填）",
    "season.not_allowed": "只有具「管理伺服器」權限的成員可以開始或結束賽季。",
    "season.bad_weeks": "賽季長度必須是 1 到 {most} 週。",
    "season.started": {
        "other": (
            "{user} 開始了{game}第 {number} 賽季：為期 {count} 週，到 {end} 為止。"
            "這段期間在這個伺服器結束的每一局{game}積分對局都計入，賽季積分從頭算起。"
            "用 `/排行榜` 可以查看本賽季排名；賽季結束時，最終排名和冠軍會公布在這裡。"
        )
    },
    "season.already_running": (
        "{game}第 {number} 賽季已在進行中，到 {end} 為止。請先用 `/賽季 結束` 結束它，再開始新賽季。"
    ),
    "season.none_running": "這個伺服器目前沒有進行中的賽季。用 `/賽季 開始` 開一個新賽季吧。",
    "season.none_running_of": "這個伺服器目前沒有進行中的{game}賽季。用 `/賽季 開始` 開一個新賽季吧。",
    "season.which": "目前有多個賽季在進行（{games}）：請選擇要結束哪款遊戲的賽季。",
    "season.ended_already": "這個{game}賽季剛剛到期，已自動結束：最終排名馬上就會公布。",
    "season.ended_elsewhere": "賽季已結束。最終排名公布在 {channel}：{link}",
    "season.champion": "🏆 冠軍：{player}",
    "season.no_games": "本賽季沒有完成任何一局{game}積分對局，冠軍從缺。",
    "leaderboard.season_title": "{game}排行榜 · 第 {number} 賽季",
    "leaderboard.all_time_title": "{game}排行榜 · 歷史總榜",
    "leaderboard.season_running": "只計本賽季的積分（{start} 起重新計算），賽季於 {end} 結束。",
    "leaderboard.season_over": "{start} 至 {end} 賽季的最終排名。",
    "leaderboard.season_or_all_time": "請選擇賽季或歷史總榜，不能兩者都選。",
    "leaderboard.no_such_season": {
        "=0": "這個伺服器沒有{game}第 {number} 賽季：還沒有舉辦過任何賽季。",
        "other": "這個伺服器沒有{game}第 {number} 賽季：到目前為止共有 {count} 個賽季。",
    },
    "leaderboard.season_empty": (
        "第 {number} 賽季還沒有人結束過{game}積分對局。歷史總榜仍可查看：使用 `/排行榜` 並加上「歷史總榜」選項。"
    ),
    "reliability.title": "可靠度",
    "reliability.new": "新玩家：還沒有可供評判的紀錄，因此符合任何一桌的最低要求。",
    "reliability.finished": {"other": "已結束的 {count} 局中，親自打完的佔 {share}"},
    "reliability.on_time": {"other": "{count} 個回合中，準時完成的佔 {share}"},
    "lobby.reliability": "可靠度 {share}",
    "lobby.reliability_new": "新玩家",
    "error.tournament_below_reliability": (
        "這場錦標賽要求可靠度至少 {minimum}，你還不夠：你親自打完的對局佔 {finished}，準時完成的回合佔 {on_time}。"
        "把對局親自打完、不認輸、不逾時，就能提高可靠度。（還沒有對局紀錄的新玩家可以報名任何錦標賽。）"
    ),
    "error.below_reliability": (
        "這一桌要求可靠度至少 {minimum}，你還不夠：你親自打完的對局佔 {finished}，準時完成的回合佔 {on_time}。"
        "把對局親自打完、不認輸、不逾時，就能提高可靠度。（還沒有對局紀錄的新玩家可以加入任何一桌。）"
    ),
    "stats.none": "{user} 在這個伺服器還沒有已結束的對局。",
    "stats.title": "{player} · 戰績",
    "stats.record": "{games}，{wins}（積分對局勝率 {rate}）",
    "stats.record_solo": "{games}，都是單人局（不計入積分）",
    "stats.best": "最高分：{score}",
    "stats.rating": "積分 {rating} · 第 {rank} 名（共 {total} 名）",
    "stats.rating_provisional": "積分 {rating} · 暫定（積分對局 {rated}/{needed}）",
    "stats.recent": "最近戰績",
    "stats.recent_line": "{game} · {place} · {score} 分 · {when} · 編號 {number}",
    "stats.solo": "單人局",
    "stats.place": "第 {place} 名（共 {players} 人）",
    "stats.place_resigned": "第 {place} 名（共 {players} 人，認輸）",
    "stats.board_link": "[盤面]({link})",
    "stats.move_time": "行動用時（回合制對局）",
    "stats.move_time_line": {"other": "中位數 {median}（共 {count} 步）"},
    "stats.footer": "勝率：積分對局（兩人以上）中獲勝的比例。積分對局滿 {needed} 局才有名次。",
    # 再來一局（終局盤面下的按鈕）
    "button.rematch": "再來一局",
    "rematch.opened": "{host} 想再來一局！{players}，按「加入」回到座位上。",
    "rematch.opened_alone": "{host} 要用原本的設定再來一局。準備好就按「開始」。",
    "rematch.already_open": "再來一局的房間已經開好了：{link}。到那裡按「加入」入座。",
    "rematch.already_in": "再來一局的房間已經開好了，你已經在裡面：{link}。",
    "error.rematch_not_player": "只有這局的玩家才能發起再來一局。等他們開好房間後，如果還有空位，你也可以加入。",
}
